# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaVarint(KaitaiStruct):
    """A signed 32-bit integer as Kafka writes it in RecordBatch v2 records
    (`ByteUtils.writeVarint`): zigzag-mapped (0 → 0, -1 → 1, 1 → 2, -2 → 3, …),
    then written as an unsigned base-128 varint, least significant group
    first, 7 bits per byte, the high bit of each byte set while more bytes
    follow. Kafka rejects a varint longer than 5 bytes.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/utils/ByteUtils.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaVarint, self).__init__(_io)
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
    def raw(self):
        """The unsigned zigzag-encoded number, before the zigzag mapping."""
        if hasattr(self, '_m_raw'):
            return self._m_raw

        self._m_raw = (self.b0 % 128 + (0 if self.b0 < 128 else 128 * (self.b1 % 128 + (0 if self.b1 < 128 else 128 * (self.b2 % 128 + (0 if self.b2 < 128 else 128 * (self.b3 % 128 + (0 if self.b3 < 128 else 128 * (self.b4 % 16)))))))))
        return getattr(self, '_m_raw', None)

    @property
    def value(self):
        """The decoded signed value. Zigzag decoding, `(raw >>> 1) ^ -(raw & 1)`,
        written as arithmetic: even `raw` → `raw / 2`, odd → `-(raw / 2) - 1`
        (integer division), where the parity of `raw` is that of `b0` and
        `raw / 2` is `(b0 % 128) / 2 + 64 * (the higher groups)`.
        """
        if hasattr(self, '_m_value'):
            return self._m_value

        self._m_value = ((self.b0 // 2 if self.b0 % 2 == 0 else -(self.b0 // 2) - 1) if self.b0 < 128 else (1 if self.b0 % 2 == 0 else -1) * ((self.b0 % 128) // 2 + 64 * (self.b1 % 128 + (0 if self.b1 < 128 else 128 * (self.b2 % 128 + (0 if self.b2 < 128 else 128 * (self.b3 % 128 + (0 if self.b3 < 128 else 128 * (self.b4 % 16)))))))) - self.b0 % 2)
        return getattr(self, '_m_value', None)


