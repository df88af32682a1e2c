import { useQuery } from '@apollo/client/react';
import { CACHEABLE_GET } from '../../lib/apollo';
import { Footer } from './Footer';
import { FooterSectionsQuery } from './footer.graphql';

/**
 * The footer of every screen that has one, with the server's link sections: skeletons while they load, and
 * the brand and copyright alone when they fail (nothing else is said about it).
 */
export function SiteFooter() {
  const { data, loading } = useQuery(FooterSectionsQuery, { context: CACHEABLE_GET });
  return <Footer sections={data?.footerSections} loading={loading && !data} />;
}
