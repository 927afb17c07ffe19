/**
 * What other features may use of the leads room: storing a consultation request (the booking stores
 * one with its time), the clinic's notice of it, and the consultation photos the inbox shows and
 * deletes. The routes, the form stamp and the bot guard are the room's own.
 */
export { storeConsultationRequest, type ConsultationFields, type LeadNoticeTarget } from './lead-intake';
export { leadNoticeMail } from './lead-notice-mail';
export { deleteConsultationPhotos, findConsultationPhoto, insertConsultationPhoto, insertConsultationRequest, listConsultationImageFiles } from './lead-repository';
