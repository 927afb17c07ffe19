/** The account screens in Spanish: the twin of account-copy.ts. */
import type * as en from './account-copy';

export { REDIRECT_DELAY_MS } from './account-copy';

export const accountMessages: typeof en.accountMessages = {
  allFieldsRequired: 'Todos los campos son obligatorios',
  invalidDate: 'Fecha no válida',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  loginSuccess: 'Inicio de sesión correcto',
  logoutSuccess: 'Sesión cerrada correctamente',
  somethingWentWrong: 'Algo salió mal',
  tryAgain: 'Algo salió mal. Por favor, inténtelo de nuevo.',
  loginFailed: 'No se pudo iniciar sesión',
};

export const fieldLabels: typeof en.fieldLabels = {
  firstName: 'Nombre',
  lastName: 'Apellido',
  dob: 'Fecha de nacimiento',
  profileDob: 'Fecha de nacimiento',
  phone: 'Número de teléfono',
  gender: 'Sexo',
  referral: '¿Cómo supo de nosotros?',
  profileReferral: 'Cómo supo de nosotros',
  email: 'Correo electrónico',
  password: 'Contraseña',
  confirmPassword: 'Confirme la contraseña',
  setPassword: 'Nueva contraseña',
};

export const fieldHints: typeof en.fieldHints = {
  dob: 'Su fecha de nacimiento no puede ser hoy ni una fecha posterior.',
  phone: 'Solo números, 10 dígitos.',
  setPassword: 'Opcional. Déjela en blanco para conservar su contraseña actual.',
  referral: 'Se indicó al registrarse.',
  gender: 'Se indicó al registrarse.',
};

export const requiredMark: typeof en.requiredMark = {
  symbol: '*',
  legend: 'Los campos marcados con * son obligatorios.',
};

export const registerCopy: typeof en.registerCopy = {
  stepLabel: (step: number, of: number) => `Paso ${step} de ${of}`,
  personal: {
    heading: 'Datos personales',
    subheading: 'Tenemos muchas ganas de conocerlo',
  },
  account: {
    heading: 'Datos de la cuenta',
    subheading: 'Elija el correo electrónico y la contraseña con los que iniciará sesión.',
  },
  next: 'Siguiente',
  back: 'Atrás',
  submit: 'Enviar',
  submitting: 'Enviando…',
  haveAccount: '¿Ya tiene una cuenta?',
  signIn: 'Iniciar sesión',
};

export const signInCopy: typeof en.signInCopy = {
  heading: '¡Bienvenido de nuevo!',
  subheading: 'Inicie sesión con el correo electrónico y la contraseña con los que se registró.',
  forgot: '¿Olvidó su contraseña?',
  submit: 'Iniciar sesión',
  submitting: 'Iniciando sesión…',
  noAccount: '¿No tiene una cuenta?',
  signUp: 'Regístrese',
};

export const forgotCopy: typeof en.forgotCopy = {
  heading: '¿Perdió su contraseña?',
  explanation:
    'Escriba su correo electrónico y le enviaremos a su correo registrado un enlace para restablecer la contraseña.',
  back: 'Atrás',
  submit: 'Restablecer contraseña',
  submitting: 'Enviando…',
};

export const resetCopy: typeof en.resetCopy = {
  heading: '¿Nueva contraseña?',
  subheading: 'Escríbala dos veces. Al menos 8 caracteres; una frase de varias palabras funciona bien.',
  submit: 'Enviar',
  submitting: 'Guardando…',
  show: (label: string) => `Mostrar ${label.toLowerCase()}`,
  incompleteLink:
    'Este enlace para restablecer la contraseña está incompleto. Abra de nuevo el enlace de su correo electrónico o solicite uno nuevo.',
  requestNew: 'Solicitar un enlace nuevo',
};

export const profileCopy: typeof en.profileCopy = {
  heading: 'Datos personales',
  submit: 'Guardar y actualizar',
  submitting: 'Guardando…',
  loading: 'Cargando su cuenta…',
};

export const accountMenuCopy: typeof en.accountMenuCopy = {
  button: 'Menú de la cuenta',
  menu: 'Cuenta',
  profile: 'Perfil',
  logout: 'Cerrar sesión',
  // the header's button: short enough that the Spanish header keeps one row at 1280 px beside 'Capacitación'
  signIn: 'Ingresar',
  register: 'Registrarse',
};
