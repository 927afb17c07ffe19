/** What the header, phone menu and footer say. */
export { CONSULTATION_CTA, headerLinks, MOBILE_MENU_LABEL } from '../layout/nav-links';
export { layoutText } from '../layout/layout-text';
export { accountMenuCopy, accountMessages } from '../account/account-copy';
