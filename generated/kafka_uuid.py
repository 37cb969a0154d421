# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaUuid(KaitaiStruct):
    """A 128-bit UUID (Kafka's `Uuid`, protocol type `UUID`): the most
    significant 64 bits, then the least significant 64 bits, both big-endian,
    16 bytes in all. Kafka prints a UUID as the URL-safe base64 of these 16
    bytes without padding (22 characters), e.g. `AAAAAAAAAAAAAAAAAAAAAA` for
    the all-zero `Uuid.ZERO_UUID`, which stands for "no id".
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/Uuid.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaUuid, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.bytes = self._io.read_bytes(16)


    def _fetch_instances(self):
        pass


