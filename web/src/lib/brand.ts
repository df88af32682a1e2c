/** The product name shown in headers, footers and document titles. */
export const BRAND_NAME = 'AI Virtual Try-On';

/** The footer tagline (spec consumer-app section 2, "Footer"). */
export const BRAND_TAGLINE = 'AI-powered virtual clothing try-on experience.';
