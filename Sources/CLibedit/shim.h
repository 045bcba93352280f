// libedit for Swift: the readline-compatible layer (<editline/readline.h>, never GNU's
// <readline/readline.h>) and the native API (<histedit.h>). Debian: apt-get install libedit-dev.
// libedit's variadic el_set/el_get/history cannot be called from Swift; the REPL adds
// `static inline` one-line wrappers here as it needs them.
#include <stdio.h>
#include <locale.h>
#include <langinfo.h>
#include <unistd.h>
#include <histedit.h>
#include <editline/readline.h>
