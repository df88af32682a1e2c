import { useDocumentTitle } from '@mantine/hooks';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { BRAND_NAME } from '../../lib/brand';

/** Generate AI Models (/gemini-generate). Placeholder: a later issue replaces this page with the real screen. */
export function GeminiGeneratePage() {
  useDocumentTitle(`Generate AI Models | ${BRAND_NAME}`);
  return (
    <ComingSoon
      title="Generate AI Models"
      description="Create realistic AI models by choosing attributes or describing them in your own words. Coming in an upcoming release."
    />
  );
}
