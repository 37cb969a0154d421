# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from . import kafka_record_batch


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaLegacyMessage(KaitaiStruct):
    """One entry of a legacy message set, as written by Kafka before 0.11 (magic
    0, Kafka 0.8 to 0.9; magic 1, Kafka 0.10, which added the timestamp). An
    entry is the 12-byte log overhead (offset and message size) followed by
    the message, whose CRC-32 covers everything from `magic` to the end.
    
    A compressed message set is stored as one "wrapper" message: its key is
    null and its value holds the inner message set, compressed as a whole by
    the wrapper's codec. Once decompressed, the inner message set is a
    sequence of entries of this same type (see `kafka_log_segment`). For
    magic 1 the inner offsets are relative (0, 1, 2, …) and the wrapper's
    offset is the absolute offset of the last inner message; for magic 0 the
    inner offsets are absolute.
    
    .. seealso::
       Source - https://kafka.apache.org/documentation/#messageset
    
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/LegacyRecord.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaLegacyMessage, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.offset = self._io.read_s8be()
        self.len_message = self._io.read_s4be()
        self.crc = self._io.read_u4be()
        self.magic = self._io.read_s1()
        if not  ((self.magic == 0) or (self.magic == 1)) :
            raise kaitaistruct.ValidationNotAnyOfError(self.magic, self._io, u"/seq/3")
        self.unused_attributes = self._io.read_bits_int_be(4)
        self.timestamp_type = _resolve_enum(kafka_record_batch.KafkaRecordBatch.TimestampType, self._io.read_bits_int_be(1))
        self.compression = _resolve_enum(kafka_record_batch.KafkaRecordBatch.CompressionType, self._io.read_bits_int_be(3))
        if self.magic == 1:
            pass
            self.timestamp = self._io.read_s8be()

        self.len_key = self._io.read_s4be()
        if self.len_key >= 0:
            pass
            self.key = self._io.read_bytes(self.len_key)

        self.len_value = self._io.read_s4be()
        if self.len_value >= 0:
            pass
            self.value = self._io.read_bytes(self.len_value)



    def _fetch_instances(self):
        pass
        if self.magic == 1:
            pass

        if self.len_key >= 0:
            pass

        if self.len_value >= 0:
            pass


    @property
    def len_crc_input(self):
        """Number of bytes covered by `crc`, up to the end of the message."""
        if hasattr(self, '_m_len_crc_input'):
            return self._m_len_crc_input

        self._m_len_crc_input = self.len_message - 4
        return getattr(self, '_m_len_crc_input', None)

    @property
    def ofs_crc_input(self):
        """Position of the first byte covered by `crc` (the magic byte)."""
        if hasattr(self, '_m_ofs_crc_input'):
            return self._m_ofs_crc_input

        self._m_ofs_crc_input = 16
        return getattr(self, '_m_ofs_crc_input', None)


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
