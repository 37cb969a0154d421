"""Kafka's format facts: byte layout, CRC, codecs, sizes, the record, parser errors, text."""
