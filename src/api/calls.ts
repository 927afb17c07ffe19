/** One typed function per call of docs/product/api.md; paths carry the brand slug. */
import { apiPath } from '../config/clinic';
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
} from './api-types';

/** multipart: first_name, last_name, email, phone, message, form_page_name, image */
export const scheduleConsultation = (form: FormData): Promise<HttpResponse<ConsultationResponse>> =>
  post(apiPath('scheduleconversation'), form);

export const register = (body: RegisterPayload): Promise<HttpResponse<RegisterResponse>> => post(apiPath('register'), body);

export const login = (body: LoginPayload): Promise<HttpResponse<LoginResponse>> => post(apiPath('login'), body);

export const forgotPassword = (body: { email: string }): Promise<HttpResponse<ForgotPasswordResponse>> =>
  post(apiPath('forgotpassword'), body);

export const contactUs = (body: ContactPayload & BotGuardFields): Promise<HttpResponse<ContactResponse>> =>
  post(apiPath('contactus'), body);

export const resetPassword = (body: ResetPayload): Promise<HttpResponse<ResetResponse>> => post(apiPath('reset'), body);

export const blogList = (): Promise<HttpResponse<BlogListResponse>> => get('/api/blog-list');

export const blogDetails = (slug: string): Promise<HttpResponse<BlogDetailsResponse>> =>
  get(`/api/blog-details/${encodeURIComponent(slug)}`);

export const updateProfile = (body: UpdateProfilePayload): Promise<HttpResponse<UpdateProfileResponse>> =>
  post(apiPath('update-profile'), body);
