import { useDocumentTitle } from '@mantine/hooks';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { BRAND_NAME } from '../../lib/brand';

/** Public content page (/pages/:slug). Placeholder: a later issue loads GET /api/pages/{slug} here. */
export function ContentPagePage() {
  useDocumentTitle(BRAND_NAME);
  return (
    <main>
      <ComingSoon title="Content Page" description="Published content pages will appear here soon." />
    </main>
  );
}
