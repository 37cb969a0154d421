# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from . import kafka_record_batch
from . import kafka_uuid
from . import kafka_tagged_fields
from . import kafka_uvarint
from . import kafka_compact_string


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class KafkaControlRecordValue(KaitaiStruct):
    """The value of a record in a v2 control batch, by the control type its key
    holds (see `kafka_record_batch::control_record_key`): types 2 to 6 are the
    records KRaft writes into `__cluster_metadata` and into snapshot files;
    types 0 and 1 (ABORT, COMMIT) are `kafka_record_batch::end_txn_marker`.
    
    Each value is one of Kafka's generated messages in its flexible encoding
    (KIP-482): compact arrays and strings, and a tagged-field section closing
    every structure. Each starts with its own `version` field, which
    MemoryRecordsBuilder sets to the message version it serializes with; Kafka
    3.9 to 4.4 write and read version 0 of all five (`ControlRecordUtils`).
    
    .. seealso::
       Source - https://github.com/apache/kafka/blob/3.9/clients/src/main/java/org/apache/kafka/common/record/ControlRecordUtils.java
    
    
    .. seealso::
       Source - https://github.com/apache/kafka/tree/3.9/clients/src/main/resources/common/message
    """
    def __init__(self, record_type, _io, _parent=None, _root=None):
        super(KafkaControlRecordValue, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.record_type = record_type
        self._read()

    def _read(self):
        _on = self.record_type
        if _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.abort:
            pass
            self.body = kafka_record_batch.KafkaRecordBatch.EndTxnMarker(self._io)
        elif _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.commit:
            pass
            self.body = kafka_record_batch.KafkaRecordBatch.EndTxnMarker(self._io)
        elif _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.kraft_version:
            pass
            self.body = KafkaControlRecordValue.KraftVersionRecord(self._io, self, self._root)
        elif _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.kraft_voters:
            pass
            self.body = KafkaControlRecordValue.VotersRecord(self._io, self, self._root)
        elif _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.leader_change:
            pass
            self.body = KafkaControlRecordValue.LeaderChangeMessage(self._io, self, self._root)
        elif _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.snapshot_footer:
            pass
            self.body = KafkaControlRecordValue.SnapshotFooterRecord(self._io, self, self._root)
        elif _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.snapshot_header:
            pass
            self.body = KafkaControlRecordValue.SnapshotHeaderRecord(self._io, self, self._root)


    def _fetch_instances(self):
        pass
        _on = self.record_type
        if _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.abort:
            pass
            self.body._fetch_instances()
        elif _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.commit:
            pass
            self.body._fetch_instances()
        elif _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.kraft_version:
            pass
            self.body._fetch_instances()
        elif _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.kraft_voters:
            pass
            self.body._fetch_instances()
        elif _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.leader_change:
            pass
            self.body._fetch_instances()
        elif _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.snapshot_footer:
            pass
            self.body._fetch_instances()
        elif _on == kafka_record_batch.KafkaRecordBatch.ControlRecordType.snapshot_header:
            pass
            self.body._fetch_instances()

    class Endpoint(KaitaiStruct):
        """A listener of a voter."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaControlRecordValue.Endpoint, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.name = kafka_compact_string.KafkaCompactString(self._io)
            self.host = kafka_compact_string.KafkaCompactString(self._io)
            self.port = self._io.read_u2be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.name._fetch_instances()
            self.host._fetch_instances()
            self.tagged_fields._fetch_instances()


    class KraftVersionFeature(KaitaiStruct):
        """The supported range of the kraft.version feature."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaControlRecordValue.KraftVersionFeature, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.min_supported_version = self._io.read_s2be()
            self.max_supported_version = self._io.read_s2be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class KraftVersionRecord(KaitaiStruct):
        """KRAFT_VERSION (type 5), the finalized kraft.version (KIP-853)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaControlRecordValue.KraftVersionRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.version = self._io.read_s2be()
            self.kraft_version = self._io.read_s2be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class LeaderChangeMessage(KaitaiStruct):
        """LEADER_CHANGE (type 2): written by a KRaft leader as the first record of
        its epoch (`LeaderChangeMessage`, valid versions 0-1).
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaControlRecordValue.LeaderChangeMessage, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.version = self._io.read_s2be()
            self.leader_id = self._io.read_s4be()
            self.num_voters = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_voters.value > 0:
                pass
                self.voters = []
                for i in range(self.num_voters.value - 1):
                    self.voters.append(KafkaControlRecordValue.Voter(self._io, self, self._root))


            self.num_granting_voters = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_granting_voters.value > 0:
                pass
                self.granting_voters = []
                for i in range(self.num_granting_voters.value - 1):
                    self.granting_voters.append(KafkaControlRecordValue.Voter(self._io, self, self._root))


            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.num_voters._fetch_instances()
            if self.num_voters.value > 0:
                pass
                for i in range(len(self.voters)):
                    pass
                    self.voters[i]._fetch_instances()


            self.num_granting_voters._fetch_instances()
            if self.num_granting_voters.value > 0:
                pass
                for i in range(len(self.granting_voters)):
                    pass
                    self.granting_voters[i]._fetch_instances()


            self.tagged_fields._fetch_instances()


    class SnapshotFooterRecord(KaitaiStruct):
        """SNAPSHOT_FOOTER (type 4), the last record of a KRaft snapshot."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaControlRecordValue.SnapshotFooterRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.version = self._io.read_s2be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class SnapshotHeaderRecord(KaitaiStruct):
        """SNAPSHOT_HEADER (type 3), the first record of a KRaft snapshot."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaControlRecordValue.SnapshotHeaderRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.version = self._io.read_s2be()
            self.last_contained_log_timestamp = self._io.read_s8be()
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.tagged_fields._fetch_instances()


    class Voter(KaitaiStruct):
        """A voter of a `leader_change_message`."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaControlRecordValue.Voter, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.voter_id = self._io.read_s4be()
            if self._parent.version >= 1:
                pass
                self.voter_directory_id = kafka_uuid.KafkaUuid(self._io)

            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            if self._parent.version >= 1:
                pass
                self.voter_directory_id._fetch_instances()

            self.tagged_fields._fetch_instances()


    class VotersRecord(KaitaiStruct):
        """KRAFT_VOTERS (type 6), the set of voters of the quorum (KIP-853)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaControlRecordValue.VotersRecord, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.version = self._io.read_s2be()
            self.num_voters = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_voters.value > 0:
                pass
                self.voters = []
                for i in range(self.num_voters.value - 1):
                    self.voters.append(KafkaControlRecordValue.VotersRecordVoter(self._io, self, self._root))


            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.num_voters._fetch_instances()
            if self.num_voters.value > 0:
                pass
                for i in range(len(self.voters)):
                    pass
                    self.voters[i]._fetch_instances()


            self.tagged_fields._fetch_instances()


    class VotersRecordVoter(KaitaiStruct):
        """One voter of a `voters_record`."""
        def __init__(self, _io, _parent=None, _root=None):
            super(KafkaControlRecordValue.VotersRecordVoter, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.voter_id = self._io.read_s4be()
            self.voter_directory_id = kafka_uuid.KafkaUuid(self._io)
            self.num_endpoints = kafka_uvarint.KafkaUvarint(self._io)
            if self.num_endpoints.value > 0:
                pass
                self.endpoints = []
                for i in range(self.num_endpoints.value - 1):
                    self.endpoints.append(KafkaControlRecordValue.Endpoint(self._io, self, self._root))


            self.kraft_version_feature = KafkaControlRecordValue.KraftVersionFeature(self._io, self, self._root)
            self.tagged_fields = kafka_tagged_fields.KafkaTaggedFields(self._io)


        def _fetch_instances(self):
            pass
            self.voter_directory_id._fetch_instances()
            self.num_endpoints._fetch_instances()
            if self.num_endpoints.value > 0:
                pass
                for i in range(len(self.endpoints)):
                    pass
                    self.endpoints[i]._fetch_instances()


            self.kraft_version_feature._fetch_instances()
            self.tagged_fields._fetch_instances()



