# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from . import kafka_uvarint


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaTaggedFields(KaitaiStruct):
    """The section that ends every structure of a flexible message version
    (KIP-482): an unsigned varint count, then that many fields, each an
    unsigned varint tag, an unsigned varint size and `size` bytes. Tags are
    written in increasing order. A reader that does not know a tag keeps it
    as raw bytes (Kafka's `unknownTaggedFields`), which lets a newer writer add
    optional fields without a new version. Most sections are empty: one 0x00
    byte.
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/protocol/types/TaggedFields.java
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(KafkaTaggedFields, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.num_fields = kafka_uvarint.KafkaUvarint(self._io)
        self.fields = []
        for i in range(self.num_fields.value):
            self.fields.append(KafkaTaggedFields.TaggedField(self._io, self, self._root))



    def _fetch_instances(self):
        pass
        self.num_fields._fetch_instances()
        for i in range(len(self.fields)):
            pass
            self.fields[i]._fetch_instances()


    class TaggedField(KaitaiStruct):
        """One tagged field, kept as its raw bytes."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaTaggedFields.TaggedField, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.tag = kafka_uvarint.KafkaUvarint(self._io)
            self.len_data = kafka_uvarint.KafkaUvarint(self._io)
            self.data = self._io.read_bytes(self.len_data.value)


        def _fetch_instances(self):
            pass
            self.tag._fetch_instances()
            self.len_data._fetch_instances()



