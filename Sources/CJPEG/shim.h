// libjpeg-turbo reports a bad file by calling `error_exit`, which must not return: these two
// functions catch it with setjmp (Swift cannot), so a broken JPEG is an error message, never an
// exit. Both return a buffer the caller frees with `free`, or NULL with `message` set.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

struct rcp_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
};

static void rcp_jpeg_error_exit(j_common_ptr info) {
    struct rcp_jpeg_error *error = (struct rcp_jpeg_error *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    strncpy(error->message, text, 199);
    error->message[199] = 0;
    longjmp(error->jump, 1);
}

/// Warnings (a truncated scan filled with grey) are not printed on stderr.
static void rcp_jpeg_quiet(j_common_ptr info, int level) { (void)info; (void)level; }

/// The JPEG's size from its header, without decoding; 0 on error.
static inline int rcp_jpeg_size(const unsigned char *bytes, unsigned long size, int *width, int *height, char *message) {
    struct jpeg_decompress_struct info;
    struct rcp_jpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = rcp_jpeg_error_exit;
    error.manager.emit_message = rcp_jpeg_quiet;
    error.message = message;
    if (setjmp(error.jump)) { jpeg_destroy_decompress(&info); return 0; }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 1;
}

/// Decodes to 8-bit RGBA at 1/`denominator` of the size (1, 2, 4 or 8: libjpeg-turbo's DCT
/// scaling, nearly free); refused before any pixel is allocated when the full picture has more
/// than `max_pixels`. CMYK (Adobe's inverted kind, as Photoshop writes it) becomes RGB naively.
static inline unsigned char *rcp_jpeg_decode(const unsigned char *bytes, unsigned long size, unsigned denominator,
                                             unsigned long max_pixels, int *width, int *height, char *message) {
    struct jpeg_decompress_struct info;
    struct rcp_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    unsigned char *volatile row = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = rcp_jpeg_error_exit;
    error.manager.emit_message = rcp_jpeg_quiet;
    error.message = message;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, size);
    jpeg_read_header(&info, TRUE);
    if (info.image_width == 0 || info.image_height == 0
        || (unsigned long long)info.image_width * info.image_height > max_pixels) {
        snprintf(message, 200, "too many pixels (%ux%u)", info.image_width, info.image_height);
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    info.scale_num = 1;
    info.scale_denom = denominator;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    pixels = malloc(stride * info.output_height);
    if (!pixels) {
        snprintf(message, 200, "out of memory");
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW target = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &target, 1);
        if (cmyk) {
            for (size_t x = 0; x < info.output_width; x++) {
                unsigned char *p = target + x * 4;
                unsigned k = p[3];
                p[0] = (unsigned char)(p[0] * k / 255);
                p[1] = (unsigned char)(p[1] * k / 255);
                p[2] = (unsigned char)(p[2] * k / 255);
                p[3] = 255;
            }
        }
    }
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return pixels;
}

/// Encodes 8-bit RGB as a progressive JPEG with optimized tables and no marker but JFIF's.
static inline unsigned char *rcp_jpeg_encode(const unsigned char *rgb, int width, int height, int quality,
                                             unsigned long *size, char *message) {
    struct jpeg_compress_struct info;
    struct rcp_jpeg_error error;
    unsigned char *volatile output = NULL;
    unsigned long length = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = rcp_jpeg_error_exit;
    error.manager.emit_message = rcp_jpeg_quiet;
    error.message = message;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(output);
        return NULL;
    }
    jpeg_create_compress(&info);
    unsigned char *buffer = NULL;
    jpeg_mem_dest(&info, &buffer, &length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    info.optimize_coding = TRUE;
    jpeg_simple_progression(&info);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW source = (JSAMPROW)(rgb + (size_t)info.next_scanline * width * 3);
        jpeg_write_scanlines(&info, &source, 1);
    }
    jpeg_finish_compress(&info);
    output = buffer;
    jpeg_destroy_compress(&info);
    *size = length;
    return output;
}
