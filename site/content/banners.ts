/** Page banners (title and subtitle) of docs/product/screens.md, 'Page banners'. */
import type { Banners } from './types';

export const banners: Banners = {
  register: {
    title: 'Register',
    subtitle: 'Create your account to book and manage your consultations in one place.',
  },
  signin: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to view and update your details.',
  },
  resetPassword: {
    title: 'Reset Password',
    subtitle: 'Forgotten your password? We will help you set a new one.',
  },
  changePassword: {
    title: 'Change Password',
    subtitle: 'Choose a new password for your account.',
  },
  consultation: {
    title: 'Book a free consultation',
    subtitle:
      'Request your free skin and scalp consultation in person, by phone or by FaceTime, with no obligation to book.',
  },
  faqs: {
    title: 'FAQs',
    subtitle: 'Clear answers about Endolift treatment, results and recovery.',
  },
  location: {
    title: 'Location',
    subtitle: 'Find our Miami clinic, our opening hours and the best ways to reach us.',
  },
  profile: {
    title: 'Profile',
    subtitle: 'Manage your account',
  },
};
