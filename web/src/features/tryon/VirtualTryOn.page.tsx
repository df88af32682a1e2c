import { useDocumentTitle } from '@mantine/hooks';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { BRAND_NAME } from '../../lib/brand';

/** Virtual Try-On (/gemini-virtual-tryon). Placeholder: a later issue replaces this page with the real screen. */
export function VirtualTryOnPage() {
  useDocumentTitle(`Virtual Try-On | ${BRAND_NAME}`);
  return (
    <ComingSoon
      title="Virtual Try-On"
      description="Upload a person and a clothing item and see the outfit fitted in seconds. Coming in an upcoming release."
    />
  );
}
