/* Every allocation the library makes goes through these, which count a failure in the
 * calling thread. The public entry points compare the count before and after their work: a
 * failure anywhere, propagated or not, makes the call return -1 with an empty result, never
 * a verdict built from partial data (a key read as "", a finding never recorded). */
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

static _Thread_local unsigned long failures;

void *sc_malloc(size_t size) {
    void *block = malloc(size ? size : 1);
    if (!block) failures++;
    return block;
}

void *sc_calloc(size_t count, size_t size) {
    void *block = calloc(count ? count : 1, size ? size : 1);
    if (!block) failures++;
    return block;
}

void *sc_realloc(void *block, size_t size) {
    void *grown = realloc(block, size ? size : 1);
    if (!grown) failures++;
    return grown;
}

/* NULL for NULL: a path whose buffer failed to grow is no path, and the caller reports the
 * failure as it reports its own. */
char *sc_strdup(const char *text) {
    if (!text) return NULL;
    size_t n = strlen(text) + 1;
    char *copy = sc_malloc(n);
    if (copy) memcpy(copy, text, n);
    return copy;
}

/* An allocation outside the three above that failed (the C locale object's). */
void sc_alloc_failed(void) { failures++; }

unsigned long sc_alloc_failures(void) { return failures; }

int sc_status_after(unsigned long failures_before, int status, sc_result *result) {
    if (status == 0 && failures != failures_before) {
        sc_result_free(result);
        return -1;
    }
    return status;
}
