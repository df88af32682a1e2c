import { useDocumentTitle } from '@mantine/hooks';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { BRAND_NAME } from '../../lib/brand';

/** My Gallery (/gallery). Placeholder: a later issue replaces this page with the real screen. */
export function GalleryPage() {
  useDocumentTitle(`My Gallery | ${BRAND_NAME}`);
  return (
    <ComingSoon
      title="My Gallery"
      description="Your saved person images, clothing items and try-on results will live here. Coming in an upcoming release."
    />
  );
}
