import { graphql } from '../../__generated__';

/**
 * The generate screen's calls: start a person generation (1 session; refused with NO_SESSIONS on an empty
 * balance) and keep a generated person under a name. The job is then followed by the shared status hook
 * (ai-jobs/use-job-status.ts), which reads it from the cache entry this answer creates.
 */

/** Starts a generation: the new (pending) session, with the attributes it was asked with. */
export const GeneratePersonMutation = graphql(`
  mutation GeneratePerson($input: GeneratePersonInput!) {
    generatePerson(input: $input) {
      ...JobStatus_geminiSession
      person {
        gender
        age
        ethnicity
        build
        hairColor
        hairStyle
        clothing
        pose
      }
    }
  }
`);

/**
 * Keeps a completed generation among the saved people (saving it again renames it), with the image on
 * screen: the generation's result or its latest edit.
 */
export const SaveGeminiPersonMutation = graphql(`
  mutation SaveGeminiPerson($geminiSessionId: Int!, $name: String!, $imageUrl: String) {
    saveGeminiPerson(geminiSessionId: $geminiSessionId, name: $name, imageUrl: $imageUrl) {
      id
      name
      imageUrl
      person {
        gender
        age
        ethnicity
        build
        hairColor
        hairStyle
        clothing
        pose
      }
    }
  }
`);

/**
 * What the offline engine left out of a finished generation's picture ("not drawn offline: hat"), read
 * once when it completes, so words it could not draw are shown and not silently ignored.
 */
export const GenerationResultNoteQuery = graphql(`
  query GenerationResultNote($id: Int!) {
    geminiSession(id: $id) {
      id
      resultNote
    }
  }
`);
