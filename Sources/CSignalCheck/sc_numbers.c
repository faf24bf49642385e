/* Numbers read from their exact lexemes (json-c saturates large integers), with the Swift
 * library's rules: any exact form of an integer is accepted (486, 486.0, 4.86e2); a fraction
 * is a type problem; a value that does not fit is a range problem. */
/* strtod_l and newlocale: glibc declares them under _GNU_SOURCE, Darwin in <xlocale.h>. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <locale.h>
#include <math.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__APPLE__)
#include <xlocale.h>
#endif

#include "sc_internal.h"

/* The C locale, made once and kept: strtod follows the process's LC_NUMERIC, and a server
 * that calls setlocale(LC_ALL, "") in a comma-decimal locale would read "1.5" as 1 and pass
 * a fraction where an integer is required. Two threads may both make one; the loser frees
 * its own. */
static locale_t c_numeric_locale(void) {
    static _Atomic(locale_t) cached = (locale_t)0;
    locale_t locale = atomic_load(&cached);
    if (locale) return locale;
    locale_t made = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
    if (!made) {
        /* Counted, so that the call returns -1 rather than a verdict or a message made in
         * the process's locale. */
        sc_alloc_failed();
        return (locale_t)0;
    }
    locale_t expected = (locale_t)0;
    if (atomic_compare_exchange_strong(&cached, &expected, made)) return made;
    freelocale(made);
    return expected;
}

/* A JSON number's lexeme as a double, whatever the process's locale (should the C locale
 * object fail to be made, strtod's own, the failure counted). */
double sc_lexeme_to_double(const char *lexeme) {
    locale_t locale = c_numeric_locale();
    return locale ? strtod_l(lexeme, NULL, locale) : strtod(lexeme, NULL);
}

/* vsnprintf in the C locale, so that a number in a finding's message is written 486.5 as the
 * Swift library writes it, not 486,5 under a comma-decimal setlocale. uselocale is per thread. */
int sc_vsnprintf_c(char *buffer, size_t size, const char *format, va_list args) {
    locale_t locale = c_numeric_locale();
    locale_t previous = locale ? uselocale(locale) : (locale_t)0;
    int written = vsnprintf(buffer, size, format, args);
    if (previous) uselocale(previous);
    return written;
}

int sc_exact_int64(json_object *number, int64_t *value, int *out_of_memory) {
    if (!(json_object_is_type(number, json_type_int) || json_object_is_type(number, json_type_double))) return 0;
    char *lexeme = sc_number_lexeme(number);
    if (!lexeme) *out_of_memory = 1;
    uint64_t unused = 0;
    int exact = lexeme && sc_lexeme_to_int(lexeme, 1, INT64_MIN, INT64_MAX, 0, value, &unused) == SC_INT_OK;
    free(lexeme);
    return exact;
}

double sc_exact_double(json_object *number, int *out_of_memory) {
    char *lexeme = sc_number_lexeme(number);
    if (!lexeme) *out_of_memory = 1;
    double value = lexeme ? sc_lexeme_to_double(lexeme) : json_object_get_double(number);
    free(lexeme);
    return value;
}

static int sc_integer_lexeme(const char *lexeme) { return strpbrk(lexeme, ".eE") == NULL; }

sc_int_status sc_lexeme_to_int(const char *lexeme, int is_signed, int64_t min_signed, int64_t max_signed,
                               uint64_t max_unsigned, int64_t *out_signed, uint64_t *out_unsigned) {
    *out_signed = 0;
    *out_unsigned = 0;
    if (sc_integer_lexeme(lexeme)) {
        int negative = lexeme[0] == '-';
        const char *digits = lexeme + negative;
        uint64_t magnitude = 0;
        for (const char *c = digits; *c; c++) {
            uint64_t digit = (uint64_t)(*c - '0');
            if (magnitude > (UINT64_MAX - digit) / 10) return SC_INT_RANGE;
            magnitude = magnitude * 10 + digit;
        }
        if (is_signed) {
            if (negative) {
                if (magnitude > (uint64_t)INT64_MAX + 1) return SC_INT_RANGE;
                int64_t value = magnitude == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)magnitude;
                if (value < min_signed) return SC_INT_RANGE;
                *out_signed = value;
            } else {
                if (magnitude > (uint64_t)max_signed) return SC_INT_RANGE;
                *out_signed = (int64_t)magnitude;
            }
        } else {
            if (negative && magnitude != 0) return SC_INT_RANGE; /* "-0" is 0 */
            if (magnitude > max_unsigned) return SC_INT_RANGE;
            *out_unsigned = magnitude;
        }
        return SC_INT_OK;
    }
    double value = sc_lexeme_to_double(lexeme);
    if (isfinite(value) && value != trunc(value)) return SC_INT_FRACTION;
    /* Past 2^53 a double no longer says which integer was written. */
    if (!isfinite(value) || fabs(value) > 9007199254740992.0) return SC_INT_RANGE;
    if (is_signed) {
        if (value < (double)min_signed || value > (double)max_signed) return SC_INT_RANGE;
        *out_signed = (int64_t)value;
    } else {
        if (value < 0 && value != 0) return SC_INT_RANGE;
        if (value > (double)max_unsigned) return SC_INT_RANGE;
        *out_unsigned = (uint64_t)(value < 0 ? 0 : value);
    }
    return SC_INT_OK;
}
