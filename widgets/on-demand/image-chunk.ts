/** The photo part: the booking form's JPEG conversion, fetched when a visitor first chooses a photo. */
export { convertToJpeg, NotAnImageError } from '../../src/booking/convert-to-jpeg';
