#ifndef PANTOMIME_CLIBEVENT_SHIM_H
#define PANTOMIME_CLIBEVENT_SHIM_H
/* libevent's event-config.h defines _GNU_SOURCE before it includes system headers, which
   would give types such as fd_set a different definition from the one in Swift's Glibc
   module. Including the system headers first, with Glibc's own feature macros, keeps one
   definition; the include guards then keep libevent's define from changing them. */
#include <sys/types.h>
#include <sys/time.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netdb.h>
#include <time.h>
#include <stdint.h>
#include <inttypes.h>
#include <stddef.h>
#include <stdarg.h>
#include <errno.h>
#include <event2/event.h>
#include <event2/util.h>
#endif
