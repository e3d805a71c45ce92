#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
// The library's own node layout (Debian ships it with the headers): footnotes keep their label,
// their count and the link from a reference to its definition in fields the public API neither
// reads nor writes, and cmark's HTML for them needs those fields.
#include <cmark-gfm/node.h>
// Escapers and the HTML renderer's state, for the two things made here that cmark's HTML has no
// node for: a task box with a name, a picture with its size.
#include <cmark-gfm/houdini.h>
#include <cmark-gfm/render.h>
#include <stdlib.h>
#include <string.h>

// The node types the extensions register once (`cmark_gfm_core_extensions_ensure_registered`);
// the library exports them as variables, read here as values.
extern cmark_node_type CMARK_NODE_TABLE, CMARK_NODE_TABLE_ROW, CMARK_NODE_TABLE_CELL, CMARK_NODE_STRIKETHROUGH;
static inline cmark_node_type rcp_table_type(void) { return CMARK_NODE_TABLE; }
static inline cmark_node_type rcp_table_row_type(void) { return CMARK_NODE_TABLE_ROW; }
static inline cmark_node_type rcp_table_cell_type(void) { return CMARK_NODE_TABLE_CELL; }
static inline cmark_node_type rcp_strikethrough_type(void) { return CMARK_NODE_STRIKETHROUGH; }

/// A table cell made with `cmark_node_new_with_ext` gets a payload from the table extension that
/// its free function never frees (Debian's 0.29.0.gfm.6: 24 bytes a cell, found by the fuzzer's
/// leak check); rendering does not read it, so it is freed as soon as the cell is made.
static inline void rcp_free_table_cell_payload(cmark_node *node) {
    cmark_node_mem(node)->free(node->as.opaque);
    node->as.opaque = NULL;
}

/// A footnote definition's label (not NUL-terminated: `length` bytes) and how often it is referred to.
static inline const unsigned char *rcp_footnote_definition(cmark_node *node, int *length, int *count) {
    *length = node->as.literal.len;
    *count = node->footnote.def_count;
    return node->as.literal.data;
}

/// A footnote reference's definition (nil when unresolved) and which reference to it this is (1, 2, ...).
static inline cmark_node *rcp_footnote_reference(cmark_node *node, int *index) {
    *index = node->footnote.ref_ix;
    return node->parent_footnote_def;
}

/// Sets what `rcp_footnote_definition` reads, on a node made with `cmark_node_new`.
static inline void rcp_set_footnote_definition(cmark_node *node, const char *label, int count) {
    cmark_chunk_set_cstr(cmark_node_mem(node), &node->as.literal, label);
    node->footnote.def_count = count;
}

/// Sets a reference's number (its literal), its index and its definition, on a node made with `cmark_node_new`.
static inline void rcp_set_footnote_reference(cmark_node *node, const char *literal, int index, cmark_node *definition) {
    cmark_chunk_set_cstr(cmark_node_mem(node), &node->as.literal, literal);
    node->footnote.ref_ix = index;
    node->parent_footnote_def = definition;
}

/// `text` escaped as cmark-gfm escapes a link's address (`href`) or an attribute's text, in a
/// new C string the caller frees.
static inline char *rcp_escaped(const char *text, int href) {
    cmark_strbuf buffer;
    cmark_strbuf_init(cmark_get_default_mem_allocator(), &buffer, 0);
    if (href) {
        houdini_escape_href(&buffer, (const uint8_t *)text, (bufsize_t)strlen(text));
    } else {
        houdini_escape_html0(&buffer, (const uint8_t *)text, (bufsize_t)strlen(text), 0);
    }
    return (char *)cmark_strbuf_detach(&buffer);
}

/// A task item's HTML: the tasklist extension's own, with the box named "done" or "to do" (it
/// writes none, so screen readers say a bare "checkbox").
static inline void rcp_task_item_html(cmark_syntax_extension *extension, struct cmark_html_renderer *renderer,
                                      cmark_node *node, cmark_event_type event, int options) {
    cmark_strbuf *html = renderer->html;
    if (event != CMARK_EVENT_ENTER) {
        cmark_strbuf_puts(html, "</li>\n");
        return;
    }
    if (html->size > 0 && html->ptr[html->size - 1] != '\n') cmark_strbuf_puts(html, "\n");
    cmark_strbuf_puts(html, node->as.list.checked
                      ? "<li><input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"done\" /> "
                      : "<li><input type=\"checkbox\" disabled=\"\" aria-label=\"to do\" /> ");
}

/// The extension whose items render as `rcp_task_item_html`; made once.
static inline cmark_syntax_extension *rcp_task_item_extension(void) {
    cmark_syntax_extension *extension = cmark_syntax_extension_new("rcp_task_item");
    cmark_syntax_extension_set_html_render_func(extension, rcp_task_item_html);
    return extension;
}

/// Whether a task item made with `rcp_task_item_extension` is ticked.
static inline void rcp_set_task_checked(cmark_node *node, bool checked) {
    node->as.list.checked = checked;
}

// Not cmark's, but this module is the one C header RecipositoryMarkdown (the only module that
// touches C) imports: Linux's renameat2 with RENAME_EXCHANGE, which glibc declares only under
// _GNU_SOURCE and Swift cannot reach through the variadic `syscall`.
#include <errno.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

/// Swaps what two paths name in one step: 0, or the error number (ENOSYS, EINVAL where the
/// kernel or the file system cannot).
static inline int rcp_exchange_paths(const char *first, const char *second) {
#ifdef SYS_renameat2
    return syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */) == 0 ? 0 : errno;
#else
    return ENOSYS;
#endif
}

// Not cmark's either: glibc's `mallopt`, which Swift's Glibc module does not import (it has no
// `malloc.h`), for the settings `MallocSettings` gives malloc as the program starts.
#if defined(__GLIBC__)
#include <malloc.h>
/// glibc's `mallopt` for arena count (`M_ARENA_MAX`): 1 when set, 0 when refused.
static inline int rcp_malloc_set_arena_max(int count) { return mallopt(M_ARENA_MAX, count); }
/// glibc's `mallopt` for the size from which a block is mapped on its own (`M_MMAP_THRESHOLD`).
static inline int rcp_malloc_set_mmap_threshold(int bytes) { return mallopt(M_MMAP_THRESHOLD, bytes); }
/// glibc's `mallopt` for the free bytes at the heap's top given back (`M_TRIM_THRESHOLD`).
static inline int rcp_malloc_set_trim_threshold(int bytes) { return mallopt(M_TRIM_THRESHOLD, bytes); }
#else
static inline int rcp_malloc_set_arena_max(int count) { return 0; }
static inline int rcp_malloc_set_mmap_threshold(int bytes) { return 0; }
static inline int rcp_malloc_set_trim_threshold(int bytes) { return 0; }
#endif
