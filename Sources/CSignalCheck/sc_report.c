/* Collecting findings, and keeping rules silent where decoding already failed. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

static void sc_vreport(sc_ctx *ctx, const char *code, const char *path, long offset, const char *format, va_list args) {
    sc_list *list = &ctx->diagnostics;
    if (list->count == list->cap) {
        size_t cap = list->cap ? list->cap * 2 : 8;
        sc_diagnostic *items = sc_realloc(list->items, cap * sizeof *items);
        if (!items) {
            ctx->out_of_memory = 1;
            return;
        }
        list->items = items;
        list->cap = cap;
    }
    if (list->count == ctx->where_cap) {
        size_t cap = ctx->where_cap ? ctx->where_cap * 2 : 8;
        struct sc_where *where = sc_realloc(ctx->where, cap * sizeof *where);
        if (!where) {
            ctx->out_of_memory = 1;
            return;
        }
        ctx->where = where;
        ctx->where_cap = cap;
    }
    sc_buf message = {0};
    va_list copy;
    va_copy(copy, args);
    int needed = sc_vsnprintf_c(NULL, 0, format, copy);
    va_end(copy);
    if (needed >= 0) {
        char *text = sc_malloc((size_t)needed + 1);
        if (text) {
            sc_vsnprintf_c(text, (size_t)needed + 1, format, args);
            sc_buf_appends(&message, text);
            free(text);
        }
    }
    char *path_copy = sc_strdup(path);
    if (!path_copy || message.failed || !message.data) {
        free(path_copy);
        sc_buf_free(&message);
        ctx->out_of_memory = 1;
        return;
    }
    const char *interned = sc_intern_code(code);
    ctx->where[list->count] = (struct sc_where){.path_length = strlen(path_copy), .inside = -1};
    list->items[list->count++] = (sc_diagnostic){.code = interned,
                                                 .severity = sc_code_severity(interned),
                                                 .path = path_copy,
                                                 .message = message.data,
                                                 .offset = offset};
}

void sc_report(sc_ctx *ctx, const char *code, const char *path, long offset, const char *format, ...) {
    va_list args;
    va_start(args, format);
    sc_vreport(ctx, code, path, offset, format, args);
    va_end(args);
}

void sc_report_within(sc_ctx *ctx, size_t path_length, long inside) {
    if (ctx->diagnostics.count == 0) return;
    struct sc_where *where = &ctx->where[ctx->diagnostics.count - 1];
    if (path_length < where->path_length) where->path_length = path_length;
    where->inside = inside;
}

void sc_decode_error(sc_ctx *ctx, const char *code, const char *path, const char *format, ...) {
    va_list args;
    va_start(args, format);
    sc_vreport(ctx, code, path, -1, format, args);
    va_end(args);
    if (ctx->broken_count == ctx->broken_cap) {
        size_t cap = ctx->broken_cap ? ctx->broken_cap * 2 : 8;
        char **broken = sc_realloc(ctx->broken, cap * sizeof *broken);
        if (!broken) {
            ctx->out_of_memory = 1;
            return;
        }
        ctx->broken = broken;
        ctx->broken_cap = cap;
    }
    char *copy = sc_strdup(path);
    if (!copy) {
        ctx->out_of_memory = 1;
        return;
    }
    ctx->broken[ctx->broken_count++] = copy;
}

static int sc_below_broken(const sc_ctx *ctx, const char *path) {
    for (size_t i = 0; i < ctx->broken_count; i++) {
        if (sc_path_within(path, ctx->broken[i])) return 1;
    }
    return 0;
}

void sc_rule(sc_ctx *ctx, const char *code, const char *path, const char *depends_on, const char *format, ...) {
    if (sc_below_broken(ctx, path) || (depends_on && sc_below_broken(ctx, depends_on))) return;
    va_list args;
    va_start(args, format);
    sc_vreport(ctx, code, path, -1, format, args);
    va_end(args);
}

void sc_withdraw_if_broken(sc_ctx *ctx, size_t index) {
    sc_list *list = &ctx->diagnostics;
    if (index >= list->count || !sc_below_broken(ctx, list->items[index].path)) return;
    free(list->items[index].path);
    free(list->items[index].message);
    size_t after = list->count - index - 1;
    memmove(&list->items[index], &list->items[index + 1], after * sizeof *list->items);
    memmove(&ctx->where[index], &ctx->where[index + 1], after * sizeof *ctx->where);
    list->count--;
}

int sc_failed_at(const sc_ctx *ctx, const char *path) {
    for (size_t i = 0; i < ctx->diagnostics.count; i++) {
        const sc_diagnostic *d = &ctx->diagnostics.items[i];
        if (d->severity == SC_SEVERITY_ERROR && sc_path_within(path, d->path)) return 1;
    }
    return 0;
}

typedef struct sc_ranked {
    sc_diagnostic item;
    size_t index;
} sc_ranked;

static int sc_compare_ranked(const void *a, const void *b) {
    const sc_ranked *left = a, *right = b;
    unsigned long x = left->item.offset < 0 ? (unsigned long)-1 : (unsigned long)left->item.offset;
    unsigned long y = right->item.offset < 0 ? (unsigned long)-1 : (unsigned long)right->item.offset;
    if (x != y) return x < y ? -1 : 1;
    return left->index < right->index ? -1 : left->index > right->index;
}

int sc_sort_by_offset(sc_diagnostic *items, size_t count) {
    if (count < 2) return 0;
    sc_ranked *ranked = sc_malloc(count * sizeof *ranked);
    if (!ranked) return -1;
    for (size_t i = 0; i < count; i++) ranked[i] = (sc_ranked){items[i], i};
    qsort(ranked, count, sizeof *ranked, sc_compare_ranked);
    for (size_t i = 0; i < count; i++) items[i] = ranked[i].item;
    free(ranked);
    return 0;
}
