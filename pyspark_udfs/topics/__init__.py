"""Kafka's own bookkeeping in a data directory: KRaft control records, ``__consumer_offsets``,
``__transaction_state``, decoded with the generated parsers of ``ksy/`` into the JSON Kafka prints."""
