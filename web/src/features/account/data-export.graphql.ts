import { graphql } from '../../__generated__';

/** The person's newest data export: where it stands and, once ready, its download link. */
export const DataExportFields = graphql(`
  fragment DataExportFields on DataExport {
    id
    status
    requestedAt
    readyAt
    expiresAt
    sizeBytes
    imageCount
    downloadUrl
    error
  }
`);

export const MyDataExportQuery = graphql(`
  query MyDataExport {
    myDataExport {
      ...DataExportFields
    }
  }
`);

export const RequestDataExportMutation = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      ...DataExportFields
    }
  }
`);
