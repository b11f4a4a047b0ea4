// Rules of the support part of the content module: feedback (word limits of the brand, png/jpg
// images checked by their bytes, a per-address rate limit, plain text stored) and customer service
// (getService: the channel's link, encrypted; live chat goes to the VIP channel for a member whose
// club rank level is above 4, decided here from the session's member, never from the browser).
import { randomInt } from 'node:crypto';
import type {
  CustomerServiceEntry,
  FeedbackRequest,
  FeedbackResponse,
  FeedbackSettings,
  OperatorFeedback,
  ServiceChannel,
  ServiceResponse,
} from '@lotusplay/api-client/contracts';
import {
  DEMO_CHAT_PATHS,
  ErrorCodes,
  feedbackWordsMessage,
  countWords,
  ServicePathTypes,
  SupportErrorCodes,
  SupportLimits,
  SupportMessages,
} from '@lotusplay/api-client/contracts';
import { encryptServiceLink, SERVICE_LINK_KEY_LENGTH } from '@lotusplay/api-client/crypto';
import { AppError } from '../../lib/envelope';
import { stripHtml } from '../../lib/html';
import { checkImageUpload, type CheckedImage } from '../../lib/image-upload';
import type { MemberRow, MemberService } from '../member/member.service';
import type { SystemService } from '../system/system.service';
import type { VerificationService } from '../verification/verification.service';
import type { SupportRepository } from './support.repository';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh random key of 8 letters or digits for one encrypted link. */
function linkKey(): string {
  let key = '';
  for (let i = 0; i < SERVICE_LINK_KEY_LENGTH; i++)
    key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** The club rank level that decides the VIP channel (SPEC.md §3 clubLabel.rankLevel). */
export function clubRankLevel(member: Pick<MemberRow, 'clubLabelName' | 'clubRankLevel'>): number {
  return member.clubLabelName !== null ? (member.clubRankLevel ?? 0) : 0;
}

/** What an operator may change (undefined: unchanged; null vipUrl: back to the demo VIP page). */
export interface SupportSettingsChange {
  feedbackMinWords?: number;
  feedbackMaxWords?: number;
  vipUrl?: string | null;
}

/** The settings as the operator sees them. */
export interface OperatorSupportSettings extends FeedbackSettings {
  vipUrl: string;
  channels: readonly CustomerServiceEntry[];
}

/** A link an operator may set: http(s) or a path on this site. */
export function isServiceUrl(url: string): boolean {
  if (/^\/(?!\/)/.test(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Feedback and customer service. */
export class SupportService {
  constructor(
    private readonly repository: SupportRepository,
    private readonly system: SystemService,
    private readonly members: MemberService,
    private readonly verification: Pick<VerificationService, 'hitAddressLimit'>,
    private readonly clock: () => Date,
  ) {}

  /** The brand's feedback limits (the contract's defaults where the operator set none). */
  async feedbackSettings(): Promise<FeedbackSettings> {
    const row = await this.repository.getSettings();
    return {
      minWords: row?.feedbackMinWords ?? SupportLimits.feedbackMinWordsDefault,
      maxWords: row?.feedbackMaxWords ?? SupportLimits.feedbackMaxWordsDefault,
      maxImages: SupportLimits.imageMaxCount,
      maxImageBytes: SupportLimits.imageMaxBytes,
      imageContentTypes: SupportLimits.imageContentTypes,
    };
  }

  /**
   * Stores a feedback after its checks: the rate limit of the address, the word limits (counted on
   * the text as stored: tags removed, so markup never counts and never comes back out), the number
   * of images, and each image by its bytes and size.
   */
  async sendFeedback(
    member: MemberRow | null,
    ip: string,
    request: FeedbackRequest,
  ): Promise<FeedbackResponse> {
    const images = request.images ?? [];
    if (images.length > SupportLimits.imageMaxCount) {
      throw new AppError(400, SupportErrorCodes.TooManyImages, SupportMessages.tooManyImages);
    }
    const settings = await this.feedbackSettings();
    const content = stripHtml(request.content);
    const words = countWords(content);
    if (words < settings.minWords || words > settings.maxWords) {
      throw new AppError(
        400,
        SupportErrorCodes.FeedbackWords,
        feedbackWordsMessage(settings.minWords, settings.maxWords),
      );
    }
    const checked: CheckedImage[] = [];
    for (const upload of images) {
      const result = checkImageUpload(upload, {
        maxBytes: SupportLimits.imageMaxBytes,
        fileNameMaxLength: SupportLimits.imageFileNameMaxLength,
      });
      if ('problem' in result) {
        throw result.problem === 'tooLarge'
          ? new AppError(400, SupportErrorCodes.ImageTooLarge, SupportMessages.imageTooLarge)
          : new AppError(400, SupportErrorCodes.ImageInvalid, SupportMessages.imageInvalid);
      }
      checked.push({ ...result.image, fileName: stripHtml(result.image.fileName) });
    }
    // Counted only for a feedback that would be stored: a person correcting a mistake is not
    // refused for it (bad bodies cost a validation, not a row).
    await this.verification.hitAddressLimit(
      'feedback',
      ip,
      SupportLimits.feedbackRatePerAddress,
      SupportLimits.feedbackRateWindowMs,
      SupportMessages.rateLimited,
    );
    const contact = stripHtml(request.contact ?? '') || null;
    const createdAt = this.clock();
    const id = await this.repository.insertFeedback(
      { memberId: member?.id ?? null, ip, content, contact, createdAt },
      checked,
    );
    return { id, createdAt: createdAt.toISOString(), imageCount: checked.length };
  }

  /**
   * getService: the link of the wanted channel, encrypted with a fresh key. LIVECHAT (the
   * default) is the VIP channel for a member whose club rank level is above 4.
   */
  async getService(
    member: MemberRow | null,
    type: CustomerServiceEntry['type'] = 'LIVECHAT',
  ): Promise<ServiceResponse> {
    let channel: ServiceChannel = type;
    let link: string | undefined;
    if (
      type === 'LIVECHAT' &&
      member !== null &&
      clubRankLevel(member) > SupportLimits.vipRankLevelAbove
    ) {
      channel = 'VIP';
      link = await this.vipUrl();
    } else {
      link = (await this.system.customerService()).find((entry) => entry.type === type)?.url;
    }
    if (!link) {
      throw new AppError(
        404,
        SupportErrorCodes.ServiceUnavailable,
        SupportMessages.serviceUnavailable,
      );
    }
    return {
      version: {
        pathList: [
          { type: ServicePathTypes.Channel, path: channel },
          { type: ServicePathTypes.EncryptedLink, path: encryptServiceLink(link, linkKey()) },
        ],
      },
    };
  }

  private async vipUrl(): Promise<string> {
    return (await this.repository.getSettings())?.vipUrl ?? DEMO_CHAT_PATHS.VIP;
  }

  // ——— operator ———

  async operatorSettings(): Promise<OperatorSupportSettings> {
    const [settings, vipUrl, channels] = await Promise.all([
      this.feedbackSettings(),
      this.vipUrl(),
      this.system.customerService(),
    ]);
    return { ...settings, vipUrl, channels };
  }

  /** Changes the feedback word limits and the VIP link. */
  async updateSettings(change: SupportSettingsChange): Promise<OperatorSupportSettings> {
    const current = await this.feedbackSettings();
    const min = change.feedbackMinWords ?? current.minWords;
    const max = change.feedbackMaxWords ?? current.maxWords;
    if (min < 1 || max < min || max > SupportLimits.feedbackWordsCeiling) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        `The word limits must satisfy 1 <= min <= max <= ${SupportLimits.feedbackWordsCeiling}`,
      );
    }
    if (change.vipUrl !== undefined && change.vipUrl !== null && !isServiceUrl(change.vipUrl)) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        'body.vipUrl must be an http(s) URL or a path',
      );
    }
    const values: Parameters<SupportRepository['updateSettings']>[0] = {};
    if (change.feedbackMinWords !== undefined) values.feedbackMinWords = change.feedbackMinWords;
    if (change.feedbackMaxWords !== undefined) values.feedbackMaxWords = change.feedbackMaxWords;
    if (change.vipUrl !== undefined) values.vipUrl = change.vipUrl;
    await this.repository.updateSettings(values, this.clock());
    return this.operatorSettings();
  }

  /** Sets (or with null removes) a customer-service channel's link. */
  async setChannel(
    type: CustomerServiceEntry['type'],
    url: string | null,
  ): Promise<OperatorSupportSettings> {
    if (url !== null && !isServiceUrl(url)) {
      throw new AppError(400, ErrorCodes.Validation, 'body.url must be an http(s) URL or a path');
    }
    await this.system.setCustomerService(type, url);
    return this.operatorSettings();
  }

  /** The latest feedback, newest first, with the sender's username. */
  async listFeedback(limit: number): Promise<OperatorFeedback[]> {
    const rows = await this.repository.listFeedback(limit);
    const ids = [...new Set(rows.map((row) => row.memberId).filter((id) => id !== null))];
    const members = new Map(
      await Promise.all(
        ids.map(async (id) => [id, (await this.members.findById(id))?.username ?? null] as const),
      ),
    );
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      memberId: row.memberId,
      username: row.memberId === null ? null : (members.get(row.memberId) ?? null),
      ip: row.ip,
      content: row.content,
      contact: row.contact,
      images: row.images,
    }));
  }

  /** Sets a member's club label and rank level by username (the VIP routing of SPEC.md §4). */
  async setMemberRank(username: string, labelName: string | null, rankLevel: number | null) {
    const member = await this.members.findByUsername(username);
    if (!member || !(await this.members.setClubRank(member.id, labelName, rankLevel))) {
      throw new AppError(404, ErrorCodes.NotFound, `No member with username ${username}`);
    }
    return { username: member.username, labelName, rankLevel };
  }
}
