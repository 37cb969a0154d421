# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaUvarint(KaitaiStruct):
    """An unsigned 32-bit integer as Kafka's message classes write it in the
    flexible versions of a message (KIP-482): `ByteUtils.writeUnsignedVarint`,
    base-128, least significant group first, 7 bits per byte, the high bit of
    each byte set while more bytes follow. Unlike the record's `kafka_varint`
    there is no zigzag mapping. Kafka rejects a varint longer than 5 bytes.
    
    It is the length prefix of compact strings, bytes and arrays (the length
    plus one, 0 meaning null), the count of a tagged-field section, and each
    tagged field's tag and size. A compact array of N elements is written as
    this varint holding N + 1, then the N elements; 0 is a null array. The
    specs write such an array as a `num_<name>` field of this type followed
    by the elements with `repeat-expr: num_<name>.value - 1`.
    
    The bytes are read one by one, as in `kafka_varint`, and `value` is
    computed with arithmetic only, so JavaScript (the Web IDE) is exact too.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/utils/ByteUtils.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaUvarint, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.b0 = self._io.read_u1()
        if self.b0 >= 128:
            pass
            self.b1 = self._io.read_u1()

        if  ((self.b0 >= 128) and (self.b1 >= 128)) :
            pass
            self.b2 = self._io.read_u1()

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128)) :
            pass
            self.b3 = self._io.read_u1()

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128) and (self.b3 >= 128)) :
            pass
            self.b4 = self._io.read_u1()
            if not self.b4 <= 127:
                raise kaitaistruct.ValidationGreaterThanError(127, self.b4, self._io, u"/seq/4")



    def _fetch_instances(self):
        pass
        if self.b0 >= 128:
            pass

        if  ((self.b0 >= 128) and (self.b1 >= 128)) :
            pass

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128)) :
            pass

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128) and (self.b3 >= 128)) :
            pass


    @property
    def len(self):
        """Number of bytes this varint occupies (1 to 5)."""
        if hasattr(self, '_m_len'):
            return self._m_len

        self._m_len = (1 if self.b0 < 128 else (2 if self.b1 < 128 else (3 if self.b2 < 128 else (4 if self.b3 < 128 else 5))))
        return getattr(self, '_m_len', None)

    @property
    def value(self):
        """The decoded number, 0 to 2^32 - 1. Kafka keeps it in a signed 32-bit
        int, so a length above 2^31 - 1 is negative there and rejected.
        """
        if hasattr(self, '_m_value'):
            return self._m_value

        self._m_value = (self.b0 % 128 + (0 if self.b0 < 128 else 128 * (self.b1 % 128 + (0 if self.b1 < 128 else 128 * (self.b2 % 128 + (0 if self.b2 < 128 else 128 * (self.b3 % 128 + (0 if self.b3 < 128 else 128 * (self.b4 % 16)))))))))
        return getattr(self, '_m_value', None)


