/** The Spanish twin of layout.ts. */
export { CONSULTATION_CTA, headerLinks, MOBILE_MENU_LABEL } from '../layout/nav-links.es';
export { layoutText } from '../layout/layout-text.es';
export { accountMenuCopy, accountMessages } from '../account/account-copy.es';
