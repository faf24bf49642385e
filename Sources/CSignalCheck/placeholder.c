int sc_placeholder(void) { return 0; }
