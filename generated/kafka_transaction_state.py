# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from . import kafka_tagged_fields
from . import kafka_string
from . import kafka_uvarint
from . import kafka_compact_string
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaTransactionState(KaitaiStruct):
    """One record of the `__transaction_state` topic, where the transaction
    coordinator keeps the state of each transactional id: the record's key
    bytes followed by its value bytes (a host passes both lengths). The key
    is a 16-bit version (0) and a TransactionLogKey; the value a 16-bit
    version and a TransactionLogValue at that version (0, or 1, the first
    flexible version). A null value (a tombstone) is written when a
    transactional id expires. Kafka reads a message from the start of its
    bytes and ignores any bytes after it.
    
    Kafka 4.0 added tagged fields to version 1 for transactions of protocol
    version 2 (KIP-890): PreviousProducerId, NextProducerId and
    ClientTransactionVersion; 4.1 added NextProducerEpoch. Field names are
    those of the message definitions (branch 4.4, unchanged since 4.1), in
    snake case.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/4.4/transaction-coordinator/src/main/java/org/apache/kafka/coordinator/transaction/TransactionCoordinatorRecordSerde.java
    
    
    .. seealso::
       Source - https://github.com/apache/kafka/tree/4.4/transaction-coordinator/src/main/resources/common/message
    """

    class TransactionState(IntEnum):
        empty = 0
        ongoing = 1
        prepare_commit = 2
        prepare_abort = 3
        complete_commit = 4
        complete_abort = 5
        dead = 6
        prepare_epoch_fence = 7
    def __init__(self, len_key, len_value, _io, _parent=None, _root=None):
        super(KafkaTransactionState, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.len_key = len_key
        self.len_value = len_value
        self._read()

    def _read(self):
        self._raw_key = self._io.read_bytes(self.len_key)
        _io__raw_key = KaitaiStream(BytesIO(self._raw_key))
        self.key = KafkaTransactionState.Key(_io__raw_key, self, self._root)
        if  ((self.len_value >= 0) and (self.key.is_known)) :
            pass
            self._raw_value = self._io.read_bytes(self.len_value)
            _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
            self.value = KafkaTransactionState.Value(_io__raw_value, self, self._root)



    def _fetch_instances(self):
        pass
        self.key._fetch_instances()
        if  ((self.len_value >= 0) and (self.key.is_known)) :
            pass
            self.value._fetch_instances()


    class ClientTransactionVersionTag(KaitaiStruct):
        """Tagged field 2 of TransactionLogValue, written when not 0."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaTransactionState.ClientTransactionVersionTag, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.client_transaction_version = self._io.read_s2be()


        def _fetch_instances(self):
            pass


    class Key(KaitaiStruct):
        """The record key, a version then TransactionLogKey."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaTransactionState.Key, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.version = self._io.read_s2be()
            _on = self.version
            if _on == 0:
                pass
                self._raw_body = self._io.read_bytes_full()
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = KafkaTransactionState.TransactionLogKey(_io__raw_body, self, self._root)
            else:
                pass
                self.body = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            _on = self.version
            if _on == 0:
                pass
                self.body._fetch_instances()
            else:
                pass

        @property
        def is_known(self):
            """Whether Kafka knows the record type (0)."""
            if hasattr(self, '_m_is_known'):
                return self._m_is_known

            self._m_is_known = self.version == 0
            return getattr(self, '_m_is_known', None)


    class NextProducerEpochTag(KaitaiStruct):
        """Tagged field 3 of TransactionLogValue, written when not -1 (Kafka 4.1 on)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaTransactionState.NextProducerEpochTag, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.next_producer_epoch = self._io.read_s2be()


        def _fetch_instances(self):
            pass


    class NextProducerIdTag(KaitaiStruct):
        """Tagged field 1 of TransactionLogValue, written when not -1."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaTransactionState.NextProducerIdTag, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.next_producer_id = self._io.read_s8be()


        def _fetch_instances(self):
            pass


    class PartitionsSchema(KaitaiStruct):
        """PartitionsSchema, the partitions of one topic in a transaction."""
        def __init__(self, version, _io, _parent=None, _root=None):
            super(KafkaTransactionState.PartitionsSchema, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.version = version
            self._read()

        def _read(self):
            _on = self.version >= 1
            if _on == False:
                pass
                self.topic = kafka_string.KafkaString(self._io)
            elif _on == True:
                pass
                self.topic = kafka_compact_string.KafkaCompactString(self._io)
            if self.version >= 1:
                pass
                self.num_partition_ids = kafka_uvarint.KafkaUvarint(self._io)

            if self.version < 1:
                pass
                self.num_partition_ids_legacy = self._io.read_s4be()
                if not self.num_partition_ids_legacy >= 0:
                    raise kaitaistruct.ValidationLessThanError(0, self.num_partition_ids_legacy, self._io, u"/types/partitions_schema/seq/2")

            self.partition_ids = []
            for i in range((self.num_partition_ids.value - 1 if self.version >= 1 else self.num_partition_ids_legacy)):
                self.partition_ids.append(self._io.read_s4be())

            if self.version >= 1:
                pass
                self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)



        def _fetch_instances(self):
            pass
            _on = self.version >= 1
            if _on == False:
                pass
                self.topic._fetch_instances()
            elif _on == True:
                pass
                self.topic._fetch_instances()
            if self.version >= 1:
                pass
                self.num_partition_ids._fetch_instances()

            if self.version < 1:
                pass

            for i in range(len(self.partition_ids)):
                pass

            if self.version >= 1:
                pass
                self.tagged_fields._fetch_instances()



    class PreviousProducerIdTag(KaitaiStruct):
        """Tagged field 0 of TransactionLogValue, written when not -1."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaTransactionState.PreviousProducerIdTag, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.previous_producer_id = self._io.read_s8be()


        def _fetch_instances(self):
            pass


    class TransactionLogKey(KaitaiStruct):
        """TransactionLogKey v0."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaTransactionState.TransactionLogKey, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.transactional_id = kafka_string.KafkaString(self._io)


        def _fetch_instances(self):
            pass
            self.transactional_id._fetch_instances()


    class TransactionLogTaggedField(KaitaiStruct):
        """A tagged field of TransactionLogValue v1."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaTransactionState.TransactionLogTaggedField, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.tag = kafka_uvarint.KafkaUvarint(self._io)
            self.len_data = kafka_uvarint.KafkaUvarint(self._io)
            _on = self.tag.value
            if _on == 0:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaTransactionState.PreviousProducerIdTag(_io__raw_data, self, self._root)
            elif _on == 1:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaTransactionState.NextProducerIdTag(_io__raw_data, self, self._root)
            elif _on == 2:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaTransactionState.ClientTransactionVersionTag(_io__raw_data, self, self._root)
            elif _on == 3:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = KafkaTransactionState.NextProducerEpochTag(_io__raw_data, self, self._root)
            else:
                pass
                self.data = self._io.read_bytes(self.len_data.value)


        def _fetch_instances(self):
            pass
            self.tag._fetch_instances()
            self.len_data._fetch_instances()
            _on = self.tag.value
            if _on == 0:
                pass
                self.data._fetch_instances()
            elif _on == 1:
                pass
                self.data._fetch_instances()
            elif _on == 2:
                pass
                self.data._fetch_instances()
            elif _on == 3:
                pass
                self.data._fetch_instances()
            else:
                pass


    class TransactionLogValue(KaitaiStruct):
        """TransactionLogValue, the state of one transactional id."""
        def __init__(self, version, _io, _parent=None, _root=None):
            super(KafkaTransactionState.TransactionLogValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.version = version
            self._read()

        def _read(self):
            self.producer_id = self._io.read_s8be()
            self.producer_epoch = self._io.read_s2be()
            self.transaction_timeout_ms = self._io.read_s4be()
            self.transaction_status = _resolve_enum(KafkaTransactionState.TransactionState, self._io.read_s1())
            if self.version >= 1:
                pass
                self.num_transaction_partitions = kafka_uvarint.KafkaUvarint(self._io)

            if self.version < 1:
                pass
                self.num_transaction_partitions_legacy = self._io.read_s4be()

            if (self.num_transaction_partitions.value > 0 if self.version >= 1 else self.num_transaction_partitions_legacy >= 0):
                pass
                self.transaction_partitions = []
                for i in range((self.num_transaction_partitions.value - 1 if self.version >= 1 else self.num_transaction_partitions_legacy)):
                    self.transaction_partitions.append(KafkaTransactionState.PartitionsSchema(self.version, self._io, self, self._root))


            self.transaction_last_update_timestamp_ms = self._io.read_s8be()
            self.transaction_start_timestamp_ms = self._io.read_s8be()
            if self.version >= 1:
                pass
                self.num_tagged_fields = kafka_uvarint.KafkaUvarint(self._io)

            if self.version >= 1:
                pass
                self.tagged_fields = []
                for i in range(self.num_tagged_fields.value):
                    self.tagged_fields.append(KafkaTransactionState.TransactionLogTaggedField(self._io, self, self._root))




        def _fetch_instances(self):
            pass
            if self.version >= 1:
                pass
                self.num_transaction_partitions._fetch_instances()

            if self.version < 1:
                pass

            if (self.num_transaction_partitions.value > 0 if self.version >= 1 else self.num_transaction_partitions_legacy >= 0):
                pass
                for i in range(len(self.transaction_partitions)):
                    pass
                    self.transaction_partitions[i]._fetch_instances()


            if self.version >= 1:
                pass
                self.num_tagged_fields._fetch_instances()

            if self.version >= 1:
                pass
                for i in range(len(self.tagged_fields)):
                    pass
                    self.tagged_fields[i]._fetch_instances()




    class Value(KaitaiStruct):
        """The record value, a version then TransactionLogValue."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaTransactionState.Value, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.version = self._io.read_s2be()
            if not self.version >= 0:
                raise kaitaistruct.ValidationLessThanError(0, self.version, self._io, u"/types/value/seq/0")
            if not self.version <= 1:
                raise kaitaistruct.ValidationGreaterThanError(1, self.version, self._io, u"/types/value/seq/0")
            self.body = KafkaTransactionState.TransactionLogValue(self.version, self._io, self, self._root)


        def _fetch_instances(self):
            pass
            self.body._fetch_instances()


    @property
    def is_tombstone(self):
        """Whether the value is null (the transactional id expired)."""
        if hasattr(self, '_m_is_tombstone'):
            return self._m_is_tombstone

        self._m_is_tombstone = self.len_value < 0
        return getattr(self, '_m_is_tombstone', None)


_ENUM_MEMBERS = {}


def _resolve_enum(enum_obj, value):
    """KaitaiStream.resolve_enum's answer, from the enum's value map first (tools/kaitai/compile.js)."""
    members = _ENUM_MEMBERS.get(enum_obj)
    if members is None:  # an enum class's attributes are slow to get: once each
        members = _ENUM_MEMBERS[enum_obj] = enum_obj._value2member_map_
    try:
        return members[value]
    except (KeyError, TypeError):
        return KaitaiStream.resolve_enum(enum_obj, value)
