// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#include "kafka_transaction_index.h"
#include "kaitai/exceptions.h"

kafka_transaction_index_t::kafka_transaction_index_t(kaitai::kstream* p__io, kaitai::kstruct* p__parent, kafka_transaction_index_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root ? p__root : this;
    m_entries = nullptr;
    _read();
}

void kafka_transaction_index_t::_read() {
    m_entries.emplace();
    const int l_entries = _io()->size() / 34;
    for (int i = 0; i < l_entries; i++) {
        m_entries->push_back(std::move(std::unique_ptr<aborted_txn_t>(new aborted_txn_t(m__io, this, m__root))));
    }
    m_trailing = m__io->read_bytes_full();
}

kafka_transaction_index_t::~kafka_transaction_index_t() {
    _clean_up();
}

void kafka_transaction_index_t::_clean_up() {
}

kafka_transaction_index_t::aborted_txn_t::aborted_txn_t(kaitai::kstream* p__io, kafka_transaction_index_t* p__parent, kafka_transaction_index_t* p__root) : kaitai::kstruct(p__io) {
    m__parent = p__parent;
    m__root = p__root;
    _read();
}

void kafka_transaction_index_t::aborted_txn_t::_read() {
    m_version = m__io->read_s2be();
    if (!(m_version == 0)) {
        throw kaitai::validation_not_equal_error<int16_t>(0, m_version, m__io, std::string("/types/aborted_txn/seq/0"));
    }
    m_producer_id = m__io->read_s8be();
    m_first_offset = m__io->read_s8be();
    m_last_offset = m__io->read_s8be();
    m_last_stable_offset = m__io->read_s8be();
}

kafka_transaction_index_t::aborted_txn_t::~aborted_txn_t() {
    _clean_up();
}

void kafka_transaction_index_t::aborted_txn_t::_clean_up() {
}
