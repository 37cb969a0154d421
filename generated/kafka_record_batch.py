# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from . import kafka_varlong
from . import kafka_varint
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaRecordBatch(KaitaiStruct):
    """One RecordBatch, the unit in which Kafka 0.11 and later writes records to
    a partition's `.log` segment, sends them over the network and compresses
    them. A batch is a fixed 61-byte header followed by its records; when the
    batch is compressed, only the records are compressed, the header never is.
    
    `len_batch` counts the bytes after itself, so a whole batch occupies
    `12 + len_batch` bytes. The CRC is a CRC-32C (Castagnoli) of every byte
    from `attributes` to the end of the batch; its input range is exposed as
    `ofs_crc_input` / `len_crc_input` so a host program can check it without
    re-deriving offsets.
    
    The records of an uncompressed batch parse as `records`; a compressed
    batch keeps its records as bytes (`compressed_records`), which, once
    decompressed with the batch's codec, parse with the `record_set` type of
    this spec.
    
    .. seealso::
       Source - https://kafka.apache.org/documentation/#recordbatch
    
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/DefaultRecordBatch.java
    """

    class CompressionType(IntEnum):
        none = 0
        gzip = 1
        snappy = 2
        lz4 = 3
        zstd = 4

    class ControlRecordType(IntEnum):
        abort = 0
        commit = 1
        leader_change = 2
        snapshot_header = 3
        snapshot_footer = 4
        kraft_version = 5
        kraft_voters = 6

    class TimestampType(IntEnum):
        create_time = 0
        log_append_time = 1
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaRecordBatch, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.base_offset = self._io.read_s8be()
        self.len_batch = self._io.read_s4be()
        self.partition_leader_epoch = self._io.read_s4be()
        self.magic = self._io.read_s1()
        if not self.magic == 2:
            raise kaitaistruct.ValidationNotEqualError(2, self.magic, self._io, u"/seq/3")
        self.crc = self._io.read_u4be()
        self.attributes = self._io.read_u2be()
        self.last_offset_delta = self._io.read_s4be()
        self.base_timestamp = self._io.read_s8be()
        self.max_timestamp = self._io.read_s8be()
        self.producer_id = self._io.read_s8be()
        self.producer_epoch = self._io.read_s2be()
        self.base_sequence = self._io.read_s4be()
        self.num_records = self._io.read_s4be()


    def _fetch_instances(self):
        pass
        _ = self.compressed_records
        if hasattr(self, '_m_compressed_records'):
            pass

        _ = self.records
        if hasattr(self, '_m_records'):
            pass
            self._m_records._fetch_instances()


    class ControlRecordKey(KaitaiStruct):
        """Key of a record in a control batch: which kind of control record it is.
        
        .. seealso::
           Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/ControlRecordType.java
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaRecordBatch.ControlRecordKey, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.version = self._io.read_s2be()
            if not self.version >= 0:
                raise kaitaistruct.ValidationLessThanError(0, self.version, self._io, u"/types/control_record_key/seq/0")
            self.record_type = _resolve_enum(KafkaRecordBatch.ControlRecordType, self._io.read_s2be())


        def _fetch_instances(self):
            pass


    class EndTxnMarker(KaitaiStruct):
        """Value of an ABORT or COMMIT control record: the end of a transaction of
        the batch's producer.
        
        .. seealso::
           Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/EndTransactionMarker.java
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaRecordBatch.EndTxnMarker, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.version = self._io.read_s2be()
            if not self.version >= 0:
                raise kaitaistruct.ValidationLessThanError(0, self.version, self._io, u"/types/end_txn_marker/seq/0")
            self.coordinator_epoch = self._io.read_s4be()


        def _fetch_instances(self):
            pass


    class Header(KaitaiStruct):
        """One record header, a string key with an optional byte value."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaRecordBatch.Header, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_key = kafka_varint.KafkaVarint(self._io)
            self.key = self._io.read_bytes(self.len_key.value)
            self.len_value = kafka_varint.KafkaVarint(self._io)
            if self.len_value.value >= 0:
                pass
                self.value = self._io.read_bytes(self.len_value.value)



        def _fetch_instances(self):
            pass
            self.len_key._fetch_instances()
            self.len_value._fetch_instances()
            if self.len_value.value >= 0:
                pass



    class Record(KaitaiStruct):
        """One record of a v2 batch. Every integer is a zigzag varint except the
        timestamp delta (a varlong) and the unused attributes byte. The fields
        after `len_record` take exactly `len_record.value` bytes, which a host
        checks as Kafka does ("Invalid record size").
        
        .. seealso::
           Source - https://kafka.apache.org/documentation/#record
        """
        def __init__(self, is_control, _io, _parent=None, _root=None):
            super(KafkaRecordBatch.Record, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.is_control = is_control
            self._read()

        def _read(self):
            self.len_record = kafka_varint.KafkaVarint(self._io)
            self.attributes = self._io.read_s1()
            self.timestamp_delta = kafka_varlong.KafkaVarlong(self._io)
            self.offset_delta = kafka_varint.KafkaVarint(self._io)
            self.len_key = kafka_varint.KafkaVarint(self._io)
            if self.len_key.value >= 0:
                pass
                _on = self.is_control
                if _on == True:
                    pass
                    self._raw_key = self._io.read_bytes(self.len_key.value)
                    _io__raw_key = KaitaiStream(BytesIO(self._raw_key))
                    self.key = KafkaRecordBatch.ControlRecordKey(_io__raw_key, self, self._root)
                else:
                    pass
                    self.key = self._io.read_bytes(self.len_key.value)

            self.len_value = kafka_varint.KafkaVarint(self._io)
            if self.len_value.value >= 0:
                pass
                _on =  ((self.is_control) and (self.len_key.value >= 4) and ( ((self.key.record_type == KafkaRecordBatch.ControlRecordType.abort) or (self.key.record_type == KafkaRecordBatch.ControlRecordType.commit)) )) 
                if _on == True:
                    pass
                    self._raw_value = self._io.read_bytes(self.len_value.value)
                    _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                    self.value = KafkaRecordBatch.EndTxnMarker(_io__raw_value, self, self._root)
                else:
                    pass
                    self.value = self._io.read_bytes(self.len_value.value)

            self.num_headers = kafka_varint.KafkaVarint(self._io)
            self.headers = []
            for i in range(self.num_headers.value):
                self.headers.append(KafkaRecordBatch.Header(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.len_record._fetch_instances()
            self.timestamp_delta._fetch_instances()
            self.offset_delta._fetch_instances()
            self.len_key._fetch_instances()
            if self.len_key.value >= 0:
                pass
                _on = self.is_control
                if _on == True:
                    pass
                    self.key._fetch_instances()
                else:
                    pass

            self.len_value._fetch_instances()
            if self.len_value.value >= 0:
                pass
                _on =  ((self.is_control) and (self.len_key.value >= 4) and ( ((self.key.record_type == KafkaRecordBatch.ControlRecordType.abort) or (self.key.record_type == KafkaRecordBatch.ControlRecordType.commit)) )) 
                if _on == True:
                    pass
                    self.value._fetch_instances()
                else:
                    pass

            self.num_headers._fetch_instances()
            for i in range(len(self.headers)):
                pass
                self.headers[i]._fetch_instances()



    class RecordSet(KaitaiStruct):
        """The records of a batch, back to back until the end of the records
        area (after decompression for a compressed batch). Kafka reads
        exactly `num_records` records and requires that no byte is left.
        """
        def __init__(self, is_control, _io, _parent=None, _root=None):
            super(KafkaRecordBatch.RecordSet, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.is_control = is_control
            self._read()

        def _read(self):
            self.records = []
            i = 0
            while not self._io.is_eof():
                self.records.append(KafkaRecordBatch.Record(self.is_control, self._io, self, self._root))
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.records)):
                pass
                self.records[i]._fetch_instances()



    @property
    def compressed_records(self):
        """The compressed records, as written by the codec of
        `compression`; once decompressed they parse as a
        `record_set`.
        """
        if hasattr(self, '_m_compressed_records'):
            return self._m_compressed_records

        if self.compression != KafkaRecordBatch.CompressionType.none:
            pass
            _pos = self._io.pos()
            self._io.seek(self.ofs_records)
            self._m_compressed_records = self._io.read_bytes(self.len_records)
            self._io.seek(_pos)

        return getattr(self, '_m_compressed_records', None)

    @property
    def compression(self):
        """Bits 0-2 of `attributes` (0x07): the codec of the records."""
        if hasattr(self, '_m_compression'):
            return self._m_compression

        self._m_compression = _resolve_enum(KafkaRecordBatch.CompressionType, self.attributes % 8)
        return getattr(self, '_m_compression', None)

    @property
    def has_delete_horizon(self):
        """Bit 6 of `attributes` (0x40): `base_timestamp` holds the delete
        horizon set by the log cleaner (KIP-534).
        """
        if hasattr(self, '_m_has_delete_horizon'):
            return self._m_has_delete_horizon

        self._m_has_delete_horizon = (self.attributes // 64) % 2 == 1
        return getattr(self, '_m_has_delete_horizon', None)

    @property
    def is_control(self):
        """Bit 5 of `attributes` (0x20): a control batch, whose records are
        control records (transaction markers, KRaft records), never shown to
        consumers.
        """
        if hasattr(self, '_m_is_control'):
            return self._m_is_control

        self._m_is_control = (self.attributes // 32) % 2 == 1
        return getattr(self, '_m_is_control', None)

    @property
    def is_transactional(self):
        """Bit 4 of `attributes` (0x10): the batch is part of a transaction."""
        if hasattr(self, '_m_is_transactional'):
            return self._m_is_transactional

        self._m_is_transactional = (self.attributes // 16) % 2 == 1
        return getattr(self, '_m_is_transactional', None)

    @property
    def len_crc_input(self):
        """Number of bytes covered by `crc`, up to the end of the batch."""
        if hasattr(self, '_m_len_crc_input'):
            return self._m_len_crc_input

        self._m_len_crc_input = self.len_batch - 9
        return getattr(self, '_m_len_crc_input', None)

    @property
    def len_records(self):
        """Number of bytes of records, compressed or not."""
        if hasattr(self, '_m_len_records'):
            return self._m_len_records

        self._m_len_records = self.len_batch - 49
        return getattr(self, '_m_len_records', None)

    @property
    def ofs_crc_input(self):
        """Position of the first byte covered by `crc` (the attributes)."""
        if hasattr(self, '_m_ofs_crc_input'):
            return self._m_ofs_crc_input

        self._m_ofs_crc_input = 21
        return getattr(self, '_m_ofs_crc_input', None)

    @property
    def ofs_records(self):
        """Position of the records inside the batch (the header size)."""
        if hasattr(self, '_m_ofs_records'):
            return self._m_ofs_records

        self._m_ofs_records = 61
        return getattr(self, '_m_ofs_records', None)

    @property
    def records(self):
        """The records of an uncompressed batch."""
        if hasattr(self, '_m_records'):
            return self._m_records

        if self.compression == KafkaRecordBatch.CompressionType.none:
            pass
            _pos = self._io.pos()
            self._io.seek(self.ofs_records)
            self._raw__m_records = self._io.read_bytes(self.len_records)
            _io__raw__m_records = KaitaiStream(BytesIO(self._raw__m_records))
            self._m_records = KafkaRecordBatch.RecordSet(self.is_control, _io__raw__m_records, self, self._root)
            self._io.seek(_pos)

        return getattr(self, '_m_records', None)

    @property
    def timestamp_type(self):
        """Bit 3 of `attributes` (0x08): 0 CreateTime, 1 LogAppendTime."""
        if hasattr(self, '_m_timestamp_type'):
            return self._m_timestamp_type

        self._m_timestamp_type = _resolve_enum(KafkaRecordBatch.TimestampType, (self.attributes // 8) % 2)
        return getattr(self, '_m_timestamp_type', None)


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
