/** The fixed sentences of docs/product/messages.md that the client shows when the server gives none. */
export const SOMETHING_WENT_WRONG: string = 'Something went wrong';
export const TRY_AGAIN: string = 'Something went wrong. Please try again.';
export const LOGIN_FAILED: string = 'Login failed';
export const NETWORK_ERROR: string = 'Network error';
export const LOGIN_SUCCESS: string = 'Login Success';
