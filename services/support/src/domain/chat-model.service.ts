import { AdminActionRecorded, type ChatModelSource } from '@tryon/proto-events';
import {
  AppError,
  parseInput,
  requireAdmin,
  type CallerContext,
  type Logger,
  type OutboxWriter,
} from '@tryon/kit';
import type { ModelSelector } from '@tryon/kit/gemini-models';
import type { ChatModelSettingsRepository } from '../data/chat-model.repository.js';
import { pinChatModelInput } from './validation.js';

/** The chat model's state as the admin reads it (ChatModelStatus). */
export interface ChatModelStatusView {
  configured: boolean;
  model: string | null;
  modelSource: ChatModelSource | null;
  candidates: string[];
  available: string[];
  pinnedModel: string | null;
  checkedAt: Date | null;
  problem: string | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}

/** How long a replica keeps the pin it read before reading it again. */
export const PIN_CACHE_MS = 3000;

const NO_KEY = 'GEMINI_API_KEY is not set: the knowledge base answers alone.';

/**
 * The model that writes the chat's replies: the admin's view and pin (stored in chat_model_settings,
 * shared by every replica), the pin the writer reads for each reply (cached for {@link PIN_CACHE_MS}),
 * and the writer's record of the last failure no retry fixes. The selector records its choices there
 * itself (ChatModelSettingsRepository.saveChoice as its onChange).
 */
export class ChatModelService {
  private cachedPin: { value: string | null; at: number } | null = null;

  constructor(
    private readonly deps: {
      settings: ChatModelSettingsRepository;
      outbox: OutboxWriter;
      /** Null without GEMINI_API_KEY. */
      selector: Pick<ModelSelector, 'model'> | null;
      /** GEMINI_CHAT_MODEL's candidates, in order. */
      candidates: string[];
      logger: Pick<Logger, 'warn'>;
      now?: () => Date;
    },
  ) {}

  /** Admin only. */
  async status(caller: CallerContext): Promise<ChatModelStatusView> {
    requireAdmin(caller);
    return this.view();
  }

  /**
   * Admin only. Pins the chat model (it must be one of the available models), or with null / "" goes back
   * to the automatic choice; audited.
   */
  async pin(caller: CallerContext, input: unknown): Promise<ChatModelStatusView> {
    const adminId = requireAdmin(caller);
    const { model } = parseInput(pinChatModelInput, input ?? {});
    const before = await this.view();
    if (model && !before.available.includes(model)) {
      throw new AppError('VALIDATION', 'Invalid data: model must be one of the available models');
    }
    await this.deps.outbox.transaction(async (trx) => {
      await this.deps.settings.setPin(trx, model);
      await this.deps.outbox.add(trx, AdminActionRecorded, {
        adminId,
        actionType: 'api_config_updated',
        targetUserId: null,
        description: model ? `Pinned the chat model to ${model}` : 'Chat model set to automatic',
        metadata: { setting: 'chat_model', model, previous: before.pinnedModel },
        ipAddress: caller.ip,
      });
    });
    this.cachedPin = { value: model, at: this.now().getTime() };
    // The selector chooses with the new pin at once; its choice is recorded through recordChoice.
    await this.deps.selector?.model(model).catch((err: unknown) => {
      this.deps.logger.warn({ err: (err as Error).message }, 'could not choose the pinned chat model');
    });
    return this.view();
  }

  /** The admin's pin for the next reply (read again after {@link PIN_CACHE_MS}). */
  async currentPin(): Promise<string | null> {
    const now = this.now().getTime();
    if (this.cachedPin && now - this.cachedPin.at < PIN_CACHE_MS) return this.cachedPin.value;
    const value = await this.deps.settings.pinned();
    this.cachedPin = { value, at: now };
    return value;
  }

  /** Records Google's message of a failure no retry fixes; never throws. */
  async recordError(message: string): Promise<void> {
    try {
      await this.deps.settings.recordError(message, this.now());
    } catch (err) {
      this.deps.logger.warn({ err: (err as Error).message }, 'could not record the Gemini error');
    }
  }

  private async view(): Promise<ChatModelStatusView> {
    const row = await this.deps.settings.get();
    const configured = this.deps.selector !== null;
    return {
      configured,
      model: configured ? row.model : null,
      modelSource: configured ? row.modelSource : 'none',
      candidates: this.deps.candidates,
      available: configured ? row.available : [],
      pinnedModel: row.pinnedModel,
      checkedAt: configured ? row.checkedAt : null,
      problem: configured ? row.problem : NO_KEY,
      lastError: row.lastError,
      lastErrorAt: row.lastErrorAt,
    };
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}
