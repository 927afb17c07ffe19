/** The fixed sentences of docs/product/messages.md that the client shows when the server gives none. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const TRY_AGAIN = 'Something went wrong. Please try again.';
export const LOGIN_FAILED = 'Login failed';
export const NETWORK_ERROR = 'Network error';
export const LOGIN_SUCCESS = 'Login Success';
