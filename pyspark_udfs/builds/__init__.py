"""The two builds of ksy/ (Python and C++) behind one batch interface, and their contract."""
