/** Spanish page banners (title and subtitle), twin of banners.ts. */
import type * as en from './banners';

export const banners: typeof en.banners = {
  register: {
    title: 'Crear una cuenta',
    subtitle: 'Cree su cuenta para reservar y gestionar sus consultas en un solo lugar.',
  },
  signin: {
    title: 'Iniciar sesión',
    subtitle: 'Nos alegra verlo de nuevo. Inicie sesión para ver y actualizar sus datos.',
  },
  resetPassword: {
    title: 'Restablecer la contraseña',
    subtitle: '¿Olvidó su contraseña? Le ayudamos a crear una nueva.',
  },
  changePassword: {
    title: 'Cambiar la contraseña',
    subtitle: 'Elija una nueva contraseña para su cuenta.',
  },
  consultation: {
    title: 'Reserve una consulta gratuita',
    subtitle:
      'Solicite su consulta gratuita de piel y cuero cabelludo en persona, por teléfono o por FaceTime, sin ningún compromiso de reservar un tratamiento.',
  },
  faqs: {
    title: 'Preguntas frecuentes',
    subtitle: 'Respuestas claras sobre el tratamiento Endolift, sus resultados y la recuperación.',
  },
  location: {
    title: 'Ubicación',
    subtitle: 'Encuentre nuestra clínica de Miami, nuestro horario y las mejores formas de llegar.',
  },
  profile: {
    title: 'Perfil',
    subtitle: 'Gestione su cuenta',
  },
};
