// libpng's simplified API (png_image): it reports errors in `message` instead of longjmp, and
// converts every PNG (palette, grey, 16-bit, gamma) to 8-bit RGBA.
#include <png.h>
#include <zlib.h>

/// PNG_FORMAT_RGBA is a macro expression, which Swift does not import.
static const png_uint_32 rcp_png_format_rgba = PNG_FORMAT_RGBA;
