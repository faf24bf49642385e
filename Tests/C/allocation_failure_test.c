/*
 * The C library when memory runs out: every wire vector and capture line of Vectors/ is
 * validated again with its 1st, 2nd, ... allocation failing (the library's, json-c's and
 * libc's alike), until a run makes no more. Each run must either return -1 with an empty
 * result, as signal_check.h promises, or give the verdict and codes of the run that failed
 * nothing: never a crash, and never a verdict built from what failed to be made.
 *
 * glibc only (it replaces malloc with one that calls __libc_malloc); `make check-allocation`.
 *
 *   signal-check-allocation-test VECTORS_DIRECTORY
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "signal_check.h"
#include "test_files.h"

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *block, size_t size);

/* The allocation that fails when this reaches 0; negative: none does. */
static long countdown = -1;
static int failed_one;

static int fail_now(void) {
    if (countdown < 0) return 0;
    if (countdown-- > 0) return 0;
    failed_one = 1;
    errno = ENOMEM;
    return 1;
}

void *malloc(size_t size) { return fail_now() ? NULL : __libc_malloc(size); }
void *calloc(size_t count, size_t size) { return fail_now() ? NULL : __libc_calloc(count, size); }
void *realloc(void *block, size_t size) { return fail_now() ? NULL : __libc_realloc(block, size); }

static int messages, runs, failures;

typedef int (*validator)(const unsigned char *bytes, size_t length, sc_result *result);

static int whole(const unsigned char *bytes, size_t length, sc_result *result) {
    return sc_validate(bytes, length, NULL, NULL, result);
}

static int capture_line(const unsigned char *bytes, size_t length, sc_result *result) {
    const char *channel = NULL;
    return sc_validate_capture_line(bytes, length, NULL, NULL, result, &channel);
}

/* The codes of a result, in order, as one string. */
static void codes(const sc_result *result, char *out, size_t size) {
    size_t used = 0;
    out[0] = '\0';
    for (size_t i = 0; i < result->diagnostic_count && used + 1 < size; i++) {
        int n =
            snprintf(out + used, size - used, "%s@%ld ", result->diagnostics[i].code, result->diagnostics[i].offset);
        if (n < 0) break;
        used += (size_t)n;
    }
}

static void check(const char *name, const unsigned char *bytes, size_t length, validator validate) {
    sc_result expected;
    if (validate(bytes, length, &expected) != 0) {
        printf("FAIL %s: -1 with every allocation made\n", name);
        failures++;
        return;
    }
    char want[4096], got[4096];
    codes(&expected, want, sizeof want);
    messages++;
    for (long k = 0;; k++) {
        sc_result result;
        failed_one = 0;
        countdown = k;
        int status = validate(bytes, length, &result);
        countdown = -1;
        runs++;
        if (status == 0) {
            codes(&result, got, sizeof got);
            if (failed_one && (result.valid != expected.valid || strcmp(got, want) != 0)) {
                if (failures++ < 20)
                    printf("FAIL %s: allocation %ld failed and the call returned 0 with [%s], not [%s]\n", name, k, got,
                           want);
            }
            sc_result_free(&result);
        } else if (result.diagnostic_count || result.diagnostics || result.event) {
            if (failures++ < 20) printf("FAIL %s: allocation %ld failed, -1 with a result not emptied\n", name, k);
        }
        if (!failed_one) break;
    }
    sc_result_free(&expected);
}

static int ends_with(const char *text, const char *suffix) {
    size_t a = strlen(text), b = strlen(suffix);
    return a >= b && strcmp(text + a - b, suffix) == 0;
}

static int visit(const char *path, const struct stat *info, int type, struct FTW *ftw) {
    (void)info;
    (void)ftw;
    if (type != FTW_F || ends_with(path, ".expected.json") || ends_with(path, ".expected.jsonl")) return 0;
    int lines = ends_with(path, ".jsonl");
    if (!lines && !ends_with(path, ".json")) return 0;
    size_t length = 0;
    unsigned char *bytes = read_file(path, &length);
    if (!bytes) return 0;
    if (!lines) {
        check(path, bytes, length, whole);
    } else {
        for (size_t start = 0, i = 0; i <= length; i++) {
            if (i < length && bytes[i] != '\n') continue;
            if (i > start) check(path, bytes + start, i - start, capture_line);
            start = i + 1;
        }
    }
    free(bytes);
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: signal-check-allocation-test VECTORS_DIRECTORY\n");
        return 2;
    }
    if (nftw(argv[1], visit, 16, FTW_PHYS) != 0) failures++;
    if (messages < 500) {
        printf("FAIL only %d messages were read from %s\n", messages, argv[1]);
        failures++;
    }
    printf("%d messages, %d runs with one allocation failing: %d failures\n", messages, runs, failures);
    return failures ? 1 : 0;
}
