#ifndef MASTHEAD_CHARFBUZZ_SHIM_H
#define MASTHEAD_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
