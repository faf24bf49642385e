/* What the C test programs share: a whole file read into memory. */
#ifndef TEST_FILES_H
#define TEST_FILES_H

#include <stdio.h>
#include <stdlib.h>

/* The file's bytes (free them), or NULL when it cannot be read whole. */
static inline unsigned char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    size_t cap = 4096, len = 0;
    unsigned char *bytes = malloc(cap);
    while (bytes) {
        len += fread(bytes + len, 1, cap - len, file);
        if (len < cap) break;
        unsigned char *bigger = realloc(bytes, cap * 2);
        if (!bigger) {
            free(bytes);
            bytes = NULL;
        } else {
            bytes = bigger;
            cap *= 2;
        }
    }
    if (bytes && ferror(file)) {
        free(bytes);
        bytes = NULL;
    }
    fclose(file);
    *length = len;
    return bytes;
}

#endif
