/**
 * One typed function per call of docs/product/api.md; paths carry the brand slug. Each takes the
 * page's locale last and sends it as Accept-Language, so the server's messages come back in that
 * language (the core components pass `useCoreCopy().locale`).
 */
import { apiPath } from '../config/clinic';
import type { Locale } from '../i18n/locale';
import { get, post, type HttpResponse } from './http-client';
import type {
  BlogDetailsResponse,
  BlogListResponse,
  ContactPayload,
  ContactResponse,
  ConsultationResponse,
  ForgotPasswordResponse,
  LoginPayload,
  LoginResponse,
  RegisterPayload,
  RegisterResponse,
  ResetPayload,
  ResetResponse,
  UpdateProfilePayload,
  UpdateProfileResponse,
  BotGuardFields,
  LeadSourceFields,
} from './api-types';
import type { FaqSetResponse } from './faq-set-types';
import { faqSetPath } from './faq-set-path';

/**
 * multipart: first_name, last_name, email, phone, message, form_page_name, image; and lead_source;
 * with a chosen time, appointment_type and appointment_start, and an Idempotency-Key that the
 * retries of one filled form repeat, so the server books it once.
 */
export const scheduleConsultation = (form: FormData, locale?: Locale, idempotencyKey?: string): Promise<HttpResponse<ConsultationResponse>> =>
  post(apiPath('scheduleconversation'), form, locale, idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined);

export const register = (body: RegisterPayload, locale?: Locale): Promise<HttpResponse<RegisterResponse>> =>
  post(apiPath('register'), body, locale);

export const login = (body: LoginPayload, locale?: Locale): Promise<HttpResponse<LoginResponse>> =>
  post(apiPath('login'), body, locale);

export const forgotPassword = (body: { email: string }, locale?: Locale): Promise<HttpResponse<ForgotPasswordResponse>> =>
  post(apiPath('forgotpassword'), body, locale);

export const contactUs = (body: ContactPayload & BotGuardFields & LeadSourceFields, locale?: Locale): Promise<HttpResponse<ContactResponse>> =>
  post(apiPath('contactus'), body, locale);

export const resetPassword = (body: ResetPayload, locale?: Locale): Promise<HttpResponse<ResetResponse>> =>
  post(apiPath('reset'), body, locale);

export const blogList = (locale?: Locale): Promise<HttpResponse<BlogListResponse>> =>
  get(locale === 'es' ? '/api/blog-list?lang=es' : '/api/blog-list', locale);

export const blogDetails = (slug: string, locale?: Locale): Promise<HttpResponse<BlogDetailsResponse>> =>
  get(`/api/blog-details/${encodeURIComponent(slug)}`, locale);

export const updateProfile = (body: UpdateProfilePayload, locale?: Locale): Promise<HttpResponse<UpdateProfileResponse>> =>
  post(apiPath('update-profile'), body, locale);

/** One FAQ set in one language (docs/product/api.md#faq-sets). */
export const faqSet = (key: string, locale?: Locale): Promise<HttpResponse<FaqSetResponse>> =>
  get(faqSetPath(key, locale), locale);
