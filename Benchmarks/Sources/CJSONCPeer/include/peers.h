/* The C peers the codec is measured against, in the same process on the same bytes. */
#ifndef PEERS_H
#define PEERS_H
#include <stddef.h>

/* json-c parsing only (strict flags, as the C validator uses it): 1 when it parsed. */
int peer_jsonc_parse(const unsigned char *bytes, size_t length);

/* The practical limit of finding NAL units: memchr for the 01 of each start code, nothing
 * more. Returns the number of start codes. */
size_t peer_memchr_start_codes(const unsigned char *bytes, size_t length);

#endif
