#include "peers.h"

#include <json-c/json.h>
#include <string.h>

int peer_jsonc_parse(const unsigned char *bytes, size_t length) {
    struct json_tokener *tok = json_tokener_new_ex(64);
    json_tokener_set_flags(tok, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8);
    struct json_object *root = json_tokener_parse_ex(tok, (const char *)bytes, (int)length);
    int ok = root != NULL;
    json_object_put(root);
    json_tokener_free(tok);
    return ok;
}

size_t peer_memchr_start_codes(const unsigned char *bytes, size_t length) {
    size_t count = 0, index = 2;
    while (index < length) {
        const unsigned char *one = memchr(bytes + index, 1, length - index);
        if (!one) break;
        size_t at = (size_t)(one - bytes);
        if (bytes[at - 1] == 0 && bytes[at - 2] == 0) count++;
        index = at + 1;
    }
    return count;
}
