"""Parsers generated from ksy/ by `make generate`; do not edit."""
