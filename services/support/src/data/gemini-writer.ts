import { GoogleGenAI } from '@google/genai';

/** What the assistant hands Gemini: the question and the best entries of the knowledge base. */
export interface GroundedQuestion {
  question: string;
  entries: { question: string; answer: string }[];
}

/** Gemini's reply, and whether it said the entries do not cover the question. */
export interface WrittenAnswer {
  text: string;
  covered: boolean;
}

const NOT_COVERED = 'NOT_COVERED';

const INSTRUCTION = `You are the support assistant of AI Virtual Try-On, a web app where people generate AI fashion
models, try garments on and refine results, paying with sessions. Answer the customer's question using ONLY
the knowledge base entries given. Be friendly and brief (at most 4 sentences), in the customer's language.
If the entries do not contain the answer, start your reply with ${NOT_COVERED}: and then say briefly that you
do not have that information and that the team can help. Never invent prices, features or policies.`;

/** Writes the assistant's reply with Gemini, grounded only on the given entries. */
export class GeminiAnswerWriter {
  private readonly client: GoogleGenAI;

  constructor(private readonly opts: { apiKey: string; model: string; baseUrl?: string; timeoutMs: number }) {
    this.client = new GoogleGenAI({
      apiKey: opts.apiKey,
      vertexai: false,
      httpOptions: {
        ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
        timeout: opts.timeoutMs,
        // Node's own fetch (see ai-jobs' Gemini provider: the SDK's undici lookup fails under jest).
        fetch: (input, init) => fetch(input, init),
      },
    });
  }

  async write(input: GroundedQuestion): Promise<WrittenAnswer> {
    const entries = input.entries
      .map((e, i) => `Entry ${i + 1}\nQ: ${e.question}\nA: ${e.answer}`)
      .join('\n\n');
    const res = await this.client.models.generateContent({
      model: this.opts.model,
      contents: [
        {
          role: 'user',
          parts: [{ text: `Knowledge base entries:\n\n${entries}\n\nCustomer question: ${input.question}` }],
        },
      ],
      config: { systemInstruction: INSTRUCTION, temperature: 0.2, maxOutputTokens: 400 },
    });
    const text = (res.candidates?.[0]?.content?.parts ?? [])
      .map((p) => p.text ?? '')
      .join('')
      .trim();
    if (!text) throw new Error('Gemini answered no text');
    const covered = !text.startsWith(NOT_COVERED);
    return { text: covered ? text : text.slice(NOT_COVERED.length).replace(/^[:\s]+/, ''), covered };
  }
}
