# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaVarlong(KaitaiStruct):
    """A signed 64-bit integer as Kafka writes it in RecordBatch v2 records
    (`ByteUtils.writeVarlong`, used for the record's timestamp delta):
    zigzag-mapped (0 → 0, -1 → 1, 1 → 2, -2 → 3, …), then written as an
    unsigned base-128 varint, least significant group first, 7 bits per
    byte, the high bit of each byte set while more bytes follow. Kafka
    rejects a varlong longer than 10 bytes.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/utils/ByteUtils.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaVarlong, self).__init__(_io)
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

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128) and (self.b3 >= 128) and (self.b4 >= 128)) :
            pass
            self.b5 = self._io.read_u1()

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128) and (self.b3 >= 128) and (self.b4 >= 128) and (self.b5 >= 128)) :
            pass
            self.b6 = self._io.read_u1()

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128) and (self.b3 >= 128) and (self.b4 >= 128) and (self.b5 >= 128) and (self.b6 >= 128)) :
            pass
            self.b7 = self._io.read_u1()

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128) and (self.b3 >= 128) and (self.b4 >= 128) and (self.b5 >= 128) and (self.b6 >= 128) and (self.b7 >= 128)) :
            pass
            self.b8 = self._io.read_u1()

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128) and (self.b3 >= 128) and (self.b4 >= 128) and (self.b5 >= 128) and (self.b6 >= 128) and (self.b7 >= 128) and (self.b8 >= 128)) :
            pass
            self.b9 = self._io.read_u1()
            if not self.b9 <= 127:
                raise kaitaistruct.ValidationGreaterThanError(127, self.b9, self._io, u"/seq/9")



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

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128) and (self.b3 >= 128) and (self.b4 >= 128)) :
            pass

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128) and (self.b3 >= 128) and (self.b4 >= 128) and (self.b5 >= 128)) :
            pass

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128) and (self.b3 >= 128) and (self.b4 >= 128) and (self.b5 >= 128) and (self.b6 >= 128)) :
            pass

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128) and (self.b3 >= 128) and (self.b4 >= 128) and (self.b5 >= 128) and (self.b6 >= 128) and (self.b7 >= 128)) :
            pass

        if  ((self.b0 >= 128) and (self.b1 >= 128) and (self.b2 >= 128) and (self.b3 >= 128) and (self.b4 >= 128) and (self.b5 >= 128) and (self.b6 >= 128) and (self.b7 >= 128) and (self.b8 >= 128)) :
            pass


    @property
    def len(self):
        """Number of bytes this varlong occupies (1 to 10)."""
        if hasattr(self, '_m_len'):
            return self._m_len

        self._m_len = (1 if self.b0 < 128 else (2 if self.b1 < 128 else (3 if self.b2 < 128 else (4 if self.b3 < 128 else (5 if self.b4 < 128 else (6 if self.b5 < 128 else (7 if self.b6 < 128 else (8 if self.b7 < 128 else (9 if self.b8 < 128 else 10)))))))))
        return getattr(self, '_m_len', None)

    @property
    def raw(self):
        """The unsigned zigzag-encoded number, before the zigzag mapping."""
        if hasattr(self, '_m_raw'):
            return self._m_raw

        self._m_raw = (self.b0 % 128 + (0 if self.b0 < 128 else 128 * (self.b1 % 128 + (0 if self.b1 < 128 else 128 * (self.b2 % 128 + (0 if self.b2 < 128 else 128 * (self.b3 % 128 + (0 if self.b3 < 128 else 128 * (self.b4 % 128 + (0 if self.b4 < 128 else 128 * (self.b5 % 128 + (0 if self.b5 < 128 else 128 * (self.b6 % 128 + (0 if self.b6 < 128 else 128 * (self.b7 % 128 + (0 if self.b7 < 128 else 128 * (self.b8 % 128 + (0 if self.b8 < 128 else 128 * (self.b9 % 2)))))))))))))))))))
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

        self._m_value = ((self.b0 // 2 if self.b0 % 2 == 0 else -(self.b0 // 2) - 1) if self.b0 < 128 else (1 if self.b0 % 2 == 0 else -1) * ((self.b0 % 128) // 2 + 64 * (self.b1 % 128 + (0 if self.b1 < 128 else 128 * (self.b2 % 128 + (0 if self.b2 < 128 else 128 * (self.b3 % 128 + (0 if self.b3 < 128 else 128 * (self.b4 % 128 + (0 if self.b4 < 128 else 128 * (self.b5 % 128 + (0 if self.b5 < 128 else 128 * (self.b6 % 128 + (0 if self.b6 < 128 else 128 * (self.b7 % 128 + (0 if self.b7 < 128 else 128 * (self.b8 % 128 + (0 if self.b8 < 128 else 128 * (self.b9 % 2)))))))))))))))))) - self.b0 % 2)
        return getattr(self, '_m_value', None)


