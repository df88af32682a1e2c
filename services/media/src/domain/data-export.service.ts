import { randomUUID } from 'node:crypto';
import { AppError, requireUser, type CallerContext } from '@tryon/kit';
import type { DataExportStatus } from '@tryon/proto-events';
import type { DataExportRow, DataExportsRepository } from '../data/data-exports.repository.js';
import { signExportLink, verifyExportLink } from './export-link.js';

/** Where an export's download link leads (the gateway's route to media's download). */
export const EXPORT_DOWNLOAD_PATH = '/api/account/export/download';

/** A person's data export as the graph shows it. */
export interface DataExportView {
  id: string;
  status: DataExportStatus;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
  sizeBytes: number | null;
  imageCount: number | null;
  /** The signed download link while the export is ready. */
  downloadUrl: string | null;
  error: string | null;
}

export const EXPORT_ACTIVE_MESSAGE = 'Your data export is already being prepared.';
export const EXPORT_LINK_INVALID_MESSAGE =
  'This download link is not valid. Open your Account page to download your data.';
export const EXPORT_LINK_EXPIRED_MESSAGE =
  'This download link has expired. Ask for a new export of your data on your Account page.';

/** A person's data exports: asking for one, seeing where it stands, and opening its download link. */
export class DataExportService {
  constructor(
    private readonly deps: {
      exports: DataExportsRepository;
      /** Exports one person may ask for in 24 hours. */
      perDay: number;
      /** The secrets link tokens are signed with (the first) and accepted with. */
      secrets: readonly string[];
      /** Starts building at once rather than at the next sweep. */
      kick?: () => void;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** The caller's newest export, if any. */
  async latest(caller: CallerContext): Promise<DataExportView | null> {
    const userId = requireUser(caller);
    const row = await this.deps.exports.latest(userId);
    return row ? this.view(row) : null;
  }

  /**
   * Asks for an export of the caller's data: built in the background, one at a time per person and at most
   * `perDay` a day (409 while one is being prepared, 429 beyond the limit).
   */
  async request(caller: CallerContext): Promise<DataExportView> {
    const userId = requireUser(caller);
    const result = await this.deps.exports.create(randomUUID(), userId, this.deps.perDay);
    if ('refused' in result) {
      if (result.refused === 'active') throw new AppError('CONFLICT', EXPORT_ACTIVE_MESSAGE);
      throw new AppError(
        'RATE_LIMITED',
        `You can ask for ${this.deps.perDay} exports of your data a day. Please try again tomorrow.`,
      );
    }
    this.deps.kick?.();
    return this.view(result.created);
  }

  /**
   * The ready export a download link names; a 400 that says why for a link that is altered (or not one of
   * ours), and for one whose time is over or whose export is gone.
   */
  async openDownload(token: unknown): Promise<DataExportRow & { objectKey: string }> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 2000) {
      throw new AppError('VALIDATION', EXPORT_LINK_INVALID_MESSAGE);
    }
    const claims = await verifyExportLink(this.deps.secrets, token, this.now());
    if ('refused' in claims) {
      if (claims.refused === 'expired') throw new AppError('VALIDATION', EXPORT_LINK_EXPIRED_MESSAGE);
      throw new AppError('VALIDATION', EXPORT_LINK_INVALID_MESSAGE);
    }
    const row = await this.deps.exports.find(claims.exportId);
    if (!row || row.userId !== claims.userId) throw new AppError('VALIDATION', EXPORT_LINK_INVALID_MESSAGE);
    if (row.status !== 'ready' || !row.objectKey || !row.expiresAt || row.expiresAt <= this.now()) {
      throw new AppError('VALIDATION', EXPORT_LINK_EXPIRED_MESSAGE);
    }
    return { ...row, objectKey: row.objectKey };
  }

  /** The link to download a ready export, valid until it expires. */
  downloadUrl(row: { id: string; userId: number }, expiresAt: Date): Promise<string> {
    return signExportLink(this.deps.secrets[0]!, { exportId: row.id, userId: row.userId }, expiresAt).then(
      (token) => `${EXPORT_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`,
    );
  }

  private async view(row: DataExportRow): Promise<DataExportView> {
    const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= this.now();
    const status: DataExportStatus = expired ? 'expired' : row.status;
    return {
      id: row.id,
      status,
      requestedAt: row.createdAt,
      readyAt: row.readyAt,
      expiresAt: row.expiresAt,
      sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
      imageCount: row.imageCount,
      downloadUrl: status === 'ready' && row.expiresAt ? await this.downloadUrl(row, row.expiresAt) : null,
      error: status === 'failed' ? row.error : null,
    };
  }
}
