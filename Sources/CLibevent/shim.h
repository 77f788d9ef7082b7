#ifndef PANTOMIME_CLIBEVENT_SHIM_H
#define PANTOMIME_CLIBEVENT_SHIM_H
/* The same feature macros as the Swift Glibc module, so that shared system types such as
   fd_set have one definition. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif
#include <event2/event.h>
#include <event2/util.h>
#endif
