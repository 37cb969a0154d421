// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_control_record_value.h"

kafka_control_record_value_t::kafka_control_record_value_t(kafka_record_batch_t::control_record_type_t p_record_type, kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_control_record_value_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    m_record_type = p_record_type;
    _read();
}

void kafka_control_record_value_t::_read() {
    n_body = true;
    switch (record_type()) {
    case kafka_record_batch_t::CONTROL_RECORD_TYPE_ABORT: {
        n_body = false;
        m_body = std::unique_ptr<kafka_record_batch_t::end_txn_marker_t>(new kafka_record_batch_t::end_txn_marker_t(m__io));
        break;
    }
    case kafka_record_batch_t::CONTROL_RECORD_TYPE_COMMIT: {
        n_body = false;
        m_body = std::unique_ptr<kafka_record_batch_t::end_txn_marker_t>(new kafka_record_batch_t::end_txn_marker_t(m__io));
        break;
    }
    case kafka_record_batch_t::CONTROL_RECORD_TYPE_KRAFT_VERSION: {
        n_body = false;
        m_body = std::unique_ptr<kraft_version_record_t>(new kraft_version_record_t(m__io, this, m__root));
        break;
    }
    case kafka_record_batch_t::CONTROL_RECORD_TYPE_KRAFT_VOTERS: {
        n_body = false;
        m_body = std::unique_ptr<voters_record_t>(new voters_record_t(m__io, this, m__root));
        break;
    }
    case kafka_record_batch_t::CONTROL_RECORD_TYPE_LEADER_CHANGE: {
        n_body = false;
        m_body = std::unique_ptr<leader_change_message_t>(new leader_change_message_t(m__io, this, m__root));
        break;
    }
    case kafka_record_batch_t::CONTROL_RECORD_TYPE_SNAPSHOT_FOOTER: {
        n_body = false;
        m_body = std::unique_ptr<snapshot_footer_record_t>(new snapshot_footer_record_t(m__io, this, m__root));
        break;
    }
    case kafka_record_batch_t::CONTROL_RECORD_TYPE_SNAPSHOT_HEADER: {
        n_body = false;
        m_body = std::unique_ptr<snapshot_header_record_t>(new snapshot_header_record_t(m__io, this, m__root));
        break;
    }
    }
}

kafka_control_record_value_t::~kafka_control_record_value_t() {
    _clean_up();
}

void kafka_control_record_value_t::_clean_up() {
    if (!n_body) {
    }
}

kafka_control_record_value_t::endpoint_t::endpoint_t(kaitai::kstream* p__io, kafka_control_record_value_t::voters_record_voter_t* p__parent, kafka_control_record_value_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_name = nullptr;
    m_host = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_control_record_value_t::endpoint_t::_read() {
    m_name.emplace(m__io);
    m_host.emplace(m__io);
    m_port = m__io->read_u2be();
    m_tagged_fields.emplace(m__io);
}

kafka_control_record_value_t::endpoint_t::~endpoint_t() {
    _clean_up();
}

void kafka_control_record_value_t::endpoint_t::_clean_up() {
}

kafka_control_record_value_t::kraft_version_feature_t::kraft_version_feature_t(kaitai::kstream* p__io, kafka_control_record_value_t::voters_record_voter_t* p__parent, kafka_control_record_value_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_control_record_value_t::kraft_version_feature_t::_read() {
    m_min_supported_version = m__io->read_s2be();
    m_max_supported_version = m__io->read_s2be();
    m_tagged_fields.emplace(m__io);
}

kafka_control_record_value_t::kraft_version_feature_t::~kraft_version_feature_t() {
    _clean_up();
}

void kafka_control_record_value_t::kraft_version_feature_t::_clean_up() {
}

kafka_control_record_value_t::kraft_version_record_t::kraft_version_record_t(kaitai::kstream* p__io, kafka_control_record_value_t* p__parent, kafka_control_record_value_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_control_record_value_t::kraft_version_record_t::_read() {
    m_version = m__io->read_s2be();
    m_kraft_version = m__io->read_s2be();
    m_tagged_fields.emplace(m__io);
}

kafka_control_record_value_t::kraft_version_record_t::~kraft_version_record_t() {
    _clean_up();
}

void kafka_control_record_value_t::kraft_version_record_t::_clean_up() {
}

kafka_control_record_value_t::leader_change_message_t::leader_change_message_t(kaitai::kstream* p__io, kafka_control_record_value_t* p__parent, kafka_control_record_value_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_voters = nullptr;
    m_voters = nullptr;
    m_num_granting_voters = nullptr;
    m_granting_voters = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_control_record_value_t::leader_change_message_t::_read() {
    m_version = m__io->read_s2be();
    m_leader_id = m__io->read_s4be();
    m_num_voters.emplace(m__io);
    n_voters = true;
    if (num_voters()->value() > 0) {
        n_voters = false;
        m_voters.emplace();
        const int l_voters = num_voters()->value() - 1;
        for (int i = 0; i < l_voters; i++) {
            m_voters->push_back(std::move(std::unique_ptr<voter_t>(new voter_t(m__io, this, m__root))));
        }
    }
    m_num_granting_voters.emplace(m__io);
    n_granting_voters = true;
    if (num_granting_voters()->value() > 0) {
        n_granting_voters = false;
        m_granting_voters.emplace();
        const int l_granting_voters = num_granting_voters()->value() - 1;
        for (int i = 0; i < l_granting_voters; i++) {
            m_granting_voters->push_back(std::move(std::unique_ptr<voter_t>(new voter_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_control_record_value_t::leader_change_message_t::~leader_change_message_t() {
    _clean_up();
}

void kafka_control_record_value_t::leader_change_message_t::_clean_up() {
    if (!n_voters) {
    }
    if (!n_granting_voters) {
    }
}

kafka_control_record_value_t::snapshot_footer_record_t::snapshot_footer_record_t(kaitai::kstream* p__io, kafka_control_record_value_t* p__parent, kafka_control_record_value_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_control_record_value_t::snapshot_footer_record_t::_read() {
    m_version = m__io->read_s2be();
    m_tagged_fields.emplace(m__io);
}

kafka_control_record_value_t::snapshot_footer_record_t::~snapshot_footer_record_t() {
    _clean_up();
}

void kafka_control_record_value_t::snapshot_footer_record_t::_clean_up() {
}

kafka_control_record_value_t::snapshot_header_record_t::snapshot_header_record_t(kaitai::kstream* p__io, kafka_control_record_value_t* p__parent, kafka_control_record_value_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_control_record_value_t::snapshot_header_record_t::_read() {
    m_version = m__io->read_s2be();
    m_last_contained_log_timestamp = m__io->read_s8be();
    m_tagged_fields.emplace(m__io);
}

kafka_control_record_value_t::snapshot_header_record_t::~snapshot_header_record_t() {
    _clean_up();
}

void kafka_control_record_value_t::snapshot_header_record_t::_clean_up() {
}

kafka_control_record_value_t::voter_t::voter_t(kaitai::kstream* p__io, kafka_control_record_value_t::leader_change_message_t* p__parent, kafka_control_record_value_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_voter_directory_id = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_control_record_value_t::voter_t::_read() {
    m_voter_id = m__io->read_s4be();
    n_voter_directory_id = true;
    if (_parent()->version() >= 1) {
        n_voter_directory_id = false;
        m_voter_directory_id.emplace(m__io);
    }
    m_tagged_fields.emplace(m__io);
}

kafka_control_record_value_t::voter_t::~voter_t() {
    _clean_up();
}

void kafka_control_record_value_t::voter_t::_clean_up() {
    if (!n_voter_directory_id) {
    }
}

kafka_control_record_value_t::voters_record_t::voters_record_t(kaitai::kstream* p__io, kafka_control_record_value_t* p__parent, kafka_control_record_value_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_num_voters = nullptr;
    m_voters = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_control_record_value_t::voters_record_t::_read() {
    m_version = m__io->read_s2be();
    m_num_voters.emplace(m__io);
    n_voters = true;
    if (num_voters()->value() > 0) {
        n_voters = false;
        m_voters.emplace();
        const int l_voters = num_voters()->value() - 1;
        for (int i = 0; i < l_voters; i++) {
            m_voters->push_back(std::move(std::unique_ptr<voters_record_voter_t>(new voters_record_voter_t(m__io, this, m__root))));
        }
    }
    m_tagged_fields.emplace(m__io);
}

kafka_control_record_value_t::voters_record_t::~voters_record_t() {
    _clean_up();
}

void kafka_control_record_value_t::voters_record_t::_clean_up() {
    if (!n_voters) {
    }
}

kafka_control_record_value_t::voters_record_voter_t::voters_record_voter_t(kaitai::kstream* p__io, kafka_control_record_value_t::voters_record_t* p__parent, kafka_control_record_value_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    m_voter_directory_id = nullptr;
    m_num_endpoints = nullptr;
    m_endpoints = nullptr;
    m_kraft_version_feature = nullptr;
    m_tagged_fields = nullptr;
    _read();
}

void kafka_control_record_value_t::voters_record_voter_t::_read() {
    m_voter_id = m__io->read_s4be();
    m_voter_directory_id.emplace(m__io);
    m_num_endpoints.emplace(m__io);
    n_endpoints = true;
    if (num_endpoints()->value() > 0) {
        n_endpoints = false;
        m_endpoints.emplace();
        const int l_endpoints = num_endpoints()->value() - 1;
        for (int i = 0; i < l_endpoints; i++) {
            m_endpoints->push_back(std::move(std::unique_ptr<endpoint_t>(new endpoint_t(m__io, this, m__root))));
        }
    }
    m_kraft_version_feature = std::unique_ptr<kraft_version_feature_t>(new kraft_version_feature_t(m__io, this, m__root));
    m_tagged_fields.emplace(m__io);
}

kafka_control_record_value_t::voters_record_voter_t::~voters_record_voter_t() {
    _clean_up();
}

void kafka_control_record_value_t::voters_record_voter_t::_clean_up() {
    if (!n_endpoints) {
    }
}
