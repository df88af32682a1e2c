import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { CACHEABLE_GET } from '../../lib/apollo';
import { Footer } from './Footer';

/** The footer's link sections, for everyone (sent as GET so the browser cache revalidates it by ETag). */
export const FooterSectionsQuery = graphql(`
  query FooterSections {
    footerSections {
      ...Footer_section
    }
  }
`);

/**
 * The footer of every screen that has one, with the server's link sections: skeletons while they load, and
 * the brand and copyright alone when they fail (nothing else is said about it).
 */
export function SiteFooter() {
  const { data, loading } = useQuery(FooterSectionsQuery, { context: CACHEABLE_GET });
  return <Footer sections={data?.footerSections} loading={loading && !data} />;
}
